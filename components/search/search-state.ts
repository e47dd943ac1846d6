import type { FilterOperator, SearchFilter, SearchMode, SearchRequest } from "@/lib/api-client/search";

export const MODES: Array<{ value: SearchMode; label: string; hint: string }> = [
  { value: "hybrid", label: "Hybrid", hint: "Keywords and meaning combined" },
  { value: "semantic", label: "Semantic", hint: "By meaning, even without shared words" },
  { value: "keyword", label: "Keyword", hint: "Exact words (BM25)" },
];

// A Record keyed by the API's operator type, so a new operator fails to compile until it is labelled here.
export const OPERATOR_LABELS: Record<FilterOperator, string> = {
  eq: "equals",
  neq: "does not equal",
  gt: "greater than",
  gte: "at least",
  lt: "less than",
  lte: "at most",
  in: "is one of",
  contains: "contains",
};
export const OPERATORS = Object.keys(OPERATOR_LABELS) as FilterOperator[];

export const LIMITS = [5, 10, 20, 50, 100];
export const DEFAULT_LIMIT = 10;

/** What a search page URL says: `?q=&mode=&filters=<json>&rerank=1&expand=1&answer=1&limit=`. */
export type SearchState = {
  query: string;
  mode: SearchMode;
  /** As found in the URL; not checked here, so the API's message explains a bad one. */
  filters: SearchFilter[];
  rerank: boolean;
  expand: boolean;
  answer: boolean;
  limit: number;
};

export function readSearchState(params: URLSearchParams): SearchState {
  const mode = params.get("mode");
  const limit = Number(params.get("limit"));
  return {
    query: params.get("q")?.trim() ?? "",
    mode: MODES.some((m) => m.value === mode) ? (mode as SearchMode) : "hybrid",
    filters: readFilters(params.get("filters")),
    rerank: params.get("rerank") === "1",
    expand: params.get("expand") === "1",
    answer: params.get("answer") === "1",
    limit: Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : DEFAULT_LIMIT,
  };
}

function readFilters(text: string | null): SearchFilter[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (f): f is SearchFilter => typeof f === "object" && f !== null && typeof f.field === "string" && typeof f.operator === "string",
    );
  } catch {
    return [];
  }
}

/** The query string for `state`, leaving out defaults so shared links stay short. */
export function searchStateHref(pathname: string, state: SearchState): string {
  const params = new URLSearchParams();
  if (state.query) params.set("q", state.query);
  if (state.mode !== "hybrid") params.set("mode", state.mode);
  if (state.filters.length) params.set("filters", JSON.stringify(state.filters.map(({ field, operator, value }) => ({ field, operator, value }))));
  if (state.rerank) params.set("rerank", "1");
  if (state.expand) params.set("expand", "1");
  if (state.answer) params.set("answer", "1");
  if (state.limit !== DEFAULT_LIMIT) params.set("limit", String(state.limit));
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

export function searchRequest(collectionId: string, state: SearchState): SearchRequest | null {
  if (!state.query) return null;
  return {
    collectionId,
    query: state.query,
    limit: state.limit,
    mode: state.mode,
    ...(state.filters.length ? { filters: state.filters } : {}),
    ...(state.rerank ? { rerank: true } : {}),
    ...(state.expand ? { expandQuery: true } : {}),
    ...(state.answer ? { generateAnswer: true } : {}),
  };
}
