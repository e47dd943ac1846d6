import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FileTextIcon, SearchIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import type { FieldSample } from "@/lib/api-client/documents";
import { ApiError, errorMessage } from "@/lib/api-client/fetcher";
import type { SearchState } from "./search-state";

/** Before any search: a few example queries taken from the collection's recent document titles. */
export function SearchIntro({ collectionId, sample, onExample }: { collectionId: string; sample: FieldSample | undefined; onExample: (query: string) => void }) {
  if (sample?.empty) {
    return (
      <EmptyState
        icon={FileTextIcon}
        title="Nothing to search yet"
        description="This collection has no documents. Add some, or connect a source, then search them here."
        action={
          <Link href={`/collections/${collectionId}/documents`} className="text-sm font-medium text-accent hover:underline">
            Go to Documents
          </Link>
        }
      />
    );
  }
  const examples = exampleQueries(sample?.titles ?? []);
  return (
    <EmptyState
      icon={SearchIcon}
      title="Search this collection"
      description="Ask a question or type keywords. Hybrid mode combines exact words with meaning; add filters to narrow by metadata."
      action={
        examples.length > 0 && (
          <div className="flex flex-col items-center gap-2">
            <span className="text-xs text-muted-foreground">Try</span>
            <div className="flex flex-wrap justify-center gap-2">
              {examples.map((example) => (
                <Button key={example} size="sm" onClick={() => onExample(example)}>
                  {example}
                </Button>
              ))}
            </div>
          </div>
        )
      }
    />
  );
}

function exampleQueries(titles: string[]): string[] {
  const cleaned = titles
    .map((title) => (title.split(": ").pop() ?? title).replace(/\s*\([^)]*\)\s*$/, "").trim())
    .filter((t) => t.split(/\s+/).length >= 2 && t.length <= 60);
  return [...new Set(cleaned)].slice(0, 3);
}

export function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Searching" className="space-y-3">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="flex gap-3 rounded-lg border border-border bg-surface p-4">
          <Skeleton className="size-6 shrink-0 rounded-md" />
          <div className="flex-1 space-y-2">
            <div className="flex justify-between gap-4">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-3 w-20" />
            </div>
            <Skeleton className="h-3 w-1/4" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-11/12" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** "filters.0.value" → "Filter 1, value". */
function describePath(path: string): string {
  const match = /^filters\.(\d+)(?:\.(.+))?$/.exec(path);
  if (match) return `Filter ${Number(match[1]) + 1}${match[2] ? `, ${match[2]}` : ""}`;
  return path || "Request";
}

export function SearchError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const invalid = error instanceof ApiError && error.status === 400;
  return (
    <Notice
      tone="danger"
      title={invalid ? "The search could not run as asked" : "Search failed"}
      action={
        !invalid && (
          <Button size="sm" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    >
      <p>{errorMessage(error)}</p>
      {error instanceof ApiError && error.details.length > 0 && (
        <ul className="mt-1.5 list-disc space-y-0.5 pl-4">
          {error.details.map((detail, i) => (
            <li key={i}>
              <span className="font-medium">{describePath(detail.path)}:</span> {detail.message}
            </li>
          ))}
        </ul>
      )}
    </Notice>
  );
}

export function NoResults({ state, onChange }: { state: SearchState; onChange: (patch: Partial<SearchState>) => void }) {
  const filters = state.filters.length;
  return (
    <EmptyState
      icon={SearchIcon}
      title={<>No results for “{state.query}”</>}
      description={
        <span className="block space-y-1">
          <span className="block">Check the spelling, or try fewer or more general words.</span>
          {filters > 0 && (
            <span className="block">
              {filters === 1 ? "A filter" : `${filters} filters`} may exclude every match: all of them must hold.
            </span>
          )}
          {state.mode === "keyword" && <span className="block">Keyword mode needs the exact words; Hybrid also matches by meaning.</span>}
          {!state.expand && <span className="block">“Expand query” also searches related terms.</span>}
        </span>
      }
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {filters > 0 && <Button size="sm" onClick={() => onChange({ filters: [] })}>Search without filters</Button>}
          {state.mode === "keyword" && <Button size="sm" onClick={() => onChange({ mode: "hybrid" })}>Try Hybrid</Button>}
          {!state.expand && <Button size="sm" onClick={() => onChange({ expand: true })}>Expand query</Button>}
        </div>
      }
    />
  );
}
