import { DetailList } from "@/components/layout/section";
import type { SourceDetail } from "@/lib/api-client/sources";
import { describeValue, type FieldValues } from "../field-values";
import { formatBytes } from "../format";

/** Step 4: everything entered, secrets masked, before the connection is created and synced. */
export function ReviewStep({
  source,
  name,
  credentials,
  config,
  files,
}: {
  source: SourceDetail;
  name: string;
  credentials: FieldValues;
  config: FieldValues;
  files: File[];
}) {
  const items = [
    { label: "Source", value: source.name },
    { label: "Name", value: name.trim() },
    ...source.authFields.map((f) => ({ label: f.label, value: describeValue(f, credentials[f.name]) })),
    ...source.configFields.map((f) => ({ label: f.label, value: <span className="break-words">{describeValue(f, config[f.name])}</span> })),
  ];
  if (source.shortName === "files") {
    items.push({
      label: "Files",
      value: (
        <ul className="space-y-0.5">
          {files.map((f) => (
            <li key={f.name}>
              {f.name} <span className="text-xs text-muted-foreground">({formatBytes(f.size)})</span>
            </li>
          ))}
        </ul>
      ),
    });
  }
  return (
    <div className="max-w-2xl space-y-3">
      <DetailList items={items} />
      <p className="text-sm text-muted-foreground">
        Creating the connection {source.shortName === "files" ? "uploads the files and " : ""}starts its first sync right away.
      </p>
    </div>
  );
}
