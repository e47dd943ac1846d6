"use client";

import { DateText } from "@/components/format/dates";
import { DetailList } from "@/components/layout/section";
import { safeHref } from "@/components/search/safe-href";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocument, type DocumentSummary } from "@/lib/api-client/documents";
import { errorMessage } from "@/lib/api-client/fetcher";

const BUILT_IN = new Set(["source", "title", "url", "author", "created_at", "updated_at"]);

function showValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((v) => typeof v !== "object" || v === null)) return value.join(", ");
  return JSON.stringify(value);
}

/** A document's full text and metadata (`document` null = closed). */
export function DocumentViewer({ collectionId, document, onClose }: { collectionId: string; document: DocumentSummary | null; onClose: () => void }) {
  const query = useDocument(collectionId, document?.id ?? null);
  const full = query.data;
  const href = safeHref(document?.url);
  const custom = Object.entries(document?.metadata ?? {}).filter(([key]) => !BUILT_IN.has(key));

  return (
    <Dialog
      open={document !== null}
      onClose={onClose}
      size="lg"
      title={document?.title || document?.id}
      description={<code className="font-mono text-xs break-all">{document?.id}</code>}
    >
      <div className="space-y-4">
        <DetailList
          items={[
            {
              label: "URL",
              value: href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-accent hover:underline">
                  {document?.url}
                </a>
              ) : (
                <span className="break-all">{document?.url || "—"}</span>
              ),
            },
            { label: "Author", value: document?.author || "—" },
            { label: "Source", value: showValue(document?.metadata.source ?? "—") },
            { label: "Updated", value: <DateText value={typeof document?.metadata.updated_at === "string" ? document.metadata.updated_at : document?.updatedAt} withTime /> },
            { label: "Indexed", value: <DateText value={document?.updatedAt} withTime /> },
            ...custom.map(([key, value]) => ({ label: key, value: <span className="break-words">{showValue(value)}</span> })),
          ]}
        />
        {query.isError ? (
          <Notice tone="danger" title="Could not load the text">
            {errorMessage(query.error)}
          </Notice>
        ) : full ? (
          <div
            id="document-text"
            tabIndex={0}
            aria-label="Document text"
            className="max-h-[50vh] overflow-y-auto rounded-md border border-border bg-subtle p-3 text-sm leading-relaxed break-words whitespace-pre-wrap"
          >
            {full.content}
          </div>
        ) : (
          <div role="status" aria-label="Loading the text" className="space-y-2 rounded-md border border-border p-3">
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-11/12" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        )}
      </div>
      <DialogFooter>
        {full && <CopyButton value={full.content} fallbackTargetId="document-text" label="Copy text" />}
        <Button variant="primary" onClick={onClose} data-autofocus>
          Close
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
