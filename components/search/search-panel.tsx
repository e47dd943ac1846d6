"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { useFieldSample } from "@/lib/api-client/documents";
import { useSearch, type SearchResponse } from "@/lib/api-client/search";
import { AnswerPanel } from "./answer-panel";
import { queryTerms } from "./highlight";
import { ResultItem } from "./result-item";
import { SearchForm } from "./search-form";
import { MODES, readSearchState, searchRequest, searchStateHref, type SearchState } from "./search-state";
import { NoResults, ResultsSkeleton, SearchError, SearchIntro } from "./search-states";

const HIGHLIGHT_MS = 2500;

/** The Search tab. The URL holds the submitted search, so it can be shared and Back returns to the previous one. */
export function SearchPanel({ collectionId }: { collectionId: string }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const paramsText = params.toString();
  const state = useMemo(() => readSearchState(new URLSearchParams(paramsText)), [paramsText]);
  const request = useMemo(() => searchRequest(collectionId, state), [collectionId, state]);
  const search = useSearch(request);
  const sample = useFieldSample(collectionId);
  const [cited, setCited] = useState<{ rank: number; at: number } | null>(null);

  useEffect(() => {
    if (!cited) return;
    const timer = setTimeout(() => setCited(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [cited]);

  // History entries through the native API, which Next.js syncs with useSearchParams without a server round trip.
  function navigate(next: SearchState) {
    const href = searchStateHref(pathname, next);
    if (href === `${pathname}${paramsText ? `?${paramsText}` : ""}`) {
      if (request) void search.refetch();
      return;
    }
    // Option changes before any query only adjust the current entry; searches get their own.
    if (next.query || state.query) window.history.pushState(null, "", href);
    else window.history.replaceState(null, "", href);
    setCited(null);
  }

  function cite(rank: number) {
    const target = document.getElementById(`result-${rank}`);
    if (!target) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "center" });
    target.focus({ preventScroll: true });
    setCited({ rank, at: Date.now() });
  }

  const patch = (change: Partial<SearchState>) => navigate({ ...state, ...change });

  return (
    <div className="space-y-5">
      <SearchForm
        state={state}
        sample={sample.data}
        onSubmit={({ query, filters }) => patch({ query, filters })}
        onOptionsChange={patch}
      />
      <p role="status" className="sr-only">
        {!request ? "" : search.isError ? "The search failed." : search.isPending ? "Searching…" : `${search.data.results.length} results for ${state.query}`}
      </p>
      <div aria-busy={search.isFetching || undefined}>
        {!request ? (
          <SearchIntro collectionId={collectionId} sample={sample.data} onExample={(query) => patch({ query })} />
        ) : search.isError ? (
          <SearchError error={search.error} onRetry={() => void search.refetch()} />
        ) : search.isPending ? (
          <ResultsSkeleton />
        ) : search.data.results.length === 0 ? (
          <NoResults state={state} onChange={patch} />
        ) : (
          <Results data={search.data} state={state} highlighted={cited?.rank ?? null} onCite={cite} />
        )}
      </div>
    </div>
  );
}

function Results({
  data,
  state,
  highlighted,
  onCite,
}: {
  data: SearchResponse;
  state: SearchState;
  highlighted: number | null;
  onCite: (rank: number) => void;
}) {
  const terms = useMemo(() => queryTerms(data.query), [data.query]);
  const count = data.results.length;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground">
        <span>
          <span className="font-medium text-foreground tabular-nums">{count}</span> {count === 1 ? "result" : "results"}
        </span>
        <span aria-hidden="true">·</span>
        <span className="tabular-nums">{data.took} ms</span>
        <span aria-hidden="true">·</span>
        <span>{MODES.find((m) => m.value === data.mode)?.label ?? data.mode} mode</span>
        {data.expandedQueries && data.expandedQueries.length > 0 && (
          <span role="group" aria-label="Expanded queries" className="inline-flex flex-wrap items-center gap-1.5">
            <span aria-hidden="true">·</span>
            <span>Also searched</span>
            {data.expandedQueries.map((q) => (
              <Badge key={q} tone="accent">
                {q}
              </Badge>
            ))}
          </span>
        )}
      </div>
      {state.answer && data.answer !== undefined && (
        <AnswerPanel answer={data.answer} citations={data.citations ?? []} results={data.results} onCite={onCite} />
      )}
      <ol aria-label="Search results" className="space-y-3">
        {data.results.map((result, i) => (
          <ResultItem key={result.id} result={result} rank={i + 1} terms={terms} highlighted={highlighted === i + 1} />
        ))}
      </ol>
    </div>
  );
}
