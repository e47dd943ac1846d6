"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { PlusIcon, SearchIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { FieldSample } from "@/lib/api-client/documents";
import type { SearchFilter } from "@/lib/api-client/search";
import { FilterBuilder, isBlankRow, newFilterRow, rowProblem, type FilterRow } from "./filter-builder";
import { formatFilterValue, parseFilterValue } from "./filter-value";
import { LIMITS, MODES, type SearchState } from "./search-state";
import { SegmentedControl } from "./segmented-control";
import { Toggle } from "./toggle";

const rowsFrom = (filters: SearchFilter[]) =>
  filters.map((f) => newFilterRow({ field: f.field, operator: f.operator, value: formatFilterValue(f.value) }));

/** The filters the rows describe (blank rows left out), or null while any row has a problem. */
function rowsToFilters(rows: FilterRow[]): SearchFilter[] | null {
  const filters: SearchFilter[] = [];
  for (const row of rows) {
    if (isBlankRow(row)) continue;
    const parsed = parseFilterValue(row.operator, row.value);
    if (rowProblem(row, parsed) || !parsed.ok) return null;
    filters.push({ field: row.field.trim(), operator: row.operator, value: parsed.value });
  }
  return filters;
}

/**
 * The query box and filters are drafts until submitted (Enter or Search); mode, toggles and the
 * result count apply at once. `state` is the search in the URL, which the drafts follow when it
 * changes (back button, example query).
 */
export function SearchForm({
  state,
  sample,
  onSubmit,
  onOptionsChange,
}: {
  state: SearchState;
  sample: FieldSample | undefined;
  onSubmit: (next: { query: string; filters: SearchFilter[] }) => void;
  onOptionsChange: (patch: Partial<Omit<SearchState, "query" | "filters">>) => void;
}) {
  const queryId = useId();
  const [query, setQuery] = useState(state.query);
  const [rows, setRows] = useState(() => rowsFrom(state.filters));
  const [showErrors, setShowErrors] = useState(false);
  const submitted = JSON.stringify([state.query, state.filters]);
  const [syncedWith, setSyncedWith] = useState(submitted);
  if (syncedWith !== submitted) {
    setSyncedWith(submitted);
    setQuery(state.query);
    // Keep the rows (and the focus in them) when they already say what the URL says.
    if (JSON.stringify(rowsToFilters(rows)) !== JSON.stringify(state.filters)) setRows(rowsFrom(state.filters));
    setShowErrors(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const filters = rowsToFilters(rows);
    setShowErrors(filters === null);
    if (filters === null) return;
    onSubmit({ query: query.trim(), filters });
    if (!query.trim()) document.getElementById(queryId)?.focus();
  }

  const activeFilters = rows.filter((r) => !isBlankRow(r)).length;
  return (
    <form role="search" aria-label="Search this collection" onSubmit={submit} noValidate className="space-y-3">
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={queryId}
            type="search"
            aria-label="Search query"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Ask a question or type keywords"
            maxLength={2000}
            className="h-9 pl-8"
            autoFocus={!state.query}
          />
        </div>
        <Button type="submit" variant="primary" className="h-9">
          Search
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <SegmentedControl label="Search mode" value={state.mode} options={MODES} onChange={(mode) => onOptionsChange({ mode })} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Toggle label="Expand query" title="Also search related terms" checked={state.expand} onChange={(e) => onOptionsChange({ expand: e.target.checked })} />
          <Toggle label="Rerank" title="Re-order the top results by a closer reading" checked={state.rerank} onChange={(e) => onOptionsChange({ rerank: e.target.checked })} />
          <Toggle label="Answer" title="Compose an answer from the top results, with citations" checked={state.answer} onChange={(e) => onOptionsChange({ answer: e.target.checked })} />
        </div>
        <label className="inline-flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">Results</span>
          <Select value={state.limit} onChange={(e) => onOptionsChange({ limit: Number(e.target.value) })} className="h-7 w-20">
            {[...new Set([...LIMITS, state.limit])].sort((a, b) => a - b).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </label>
        <Button size="sm" variant="ghost" className="sm:ml-auto" onClick={() => setRows([...rows, newFilterRow()])}>
          <PlusIcon />
          Add filter
          {activeFilters > 0 && <span className="rounded-full bg-accent-soft px-1.5 text-accent-soft-foreground tabular-nums">{activeFilters}</span>}
        </Button>
      </div>
      <FilterBuilder rows={rows} onChange={setRows} sample={sample} showErrors={showErrors} />
    </form>
  );
}
