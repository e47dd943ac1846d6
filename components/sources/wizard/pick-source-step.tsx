"use client";

import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { SearchIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import type { SourceSummary } from "@/lib/api-client/sources";

export function matchSources(sources: SourceSummary[], filter: string): SourceSummary[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  return sources.filter((s) => {
    const text = [s.name, s.shortName, s.description, ...s.labels].join(" ").toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** Step 1: searchable source cards; a click chooses one and moves on, Enter takes the first match. */
export function PickSourceStep({
  sources,
  filter,
  onFilter,
  selected,
  onChoose,
}: {
  sources: SourceSummary[];
  filter: string;
  onFilter: (filter: string) => void;
  selected: string | null;
  onChoose: (source: SourceSummary) => void;
}) {
  const shown = matchSources(sources, filter);
  return (
    <div className="space-y-4">
      <div className="relative max-w-sm">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search sources"
          placeholder="Search sources…"
          value={filter}
          onChange={(e) => onFilter(e.target.value)}
          className="pl-8"
          data-autofocus
        />
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No source matches “{filter}”.</p>
      ) : (
        <ul aria-label="Sources" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((source) => (
            <li key={source.shortName}>
              <button
                type="button"
                onClick={() => onChoose(source)}
                aria-pressed={selected === source.shortName}
                className={cn(
                  "flex h-full w-full flex-col items-start gap-2 rounded-lg border bg-surface p-4 text-left transition-colors hover:border-accent/60 hover:bg-subtle",
                  selected === source.shortName ? "border-accent ring-1 ring-accent" : "border-border",
                )}
              >
                <span className="text-sm font-semibold">{source.name}</span>
                <span className="text-sm text-muted-foreground">{source.description}</span>
                <span className="mt-auto flex flex-wrap gap-1.5 pt-1">
                  {source.labels.map((label) => (
                    <Badge key={label} tone="accent">
                      {label}
                    </Badge>
                  ))}
                  {source.supportsContinuous && <Badge>Scheduled sync</Badge>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
