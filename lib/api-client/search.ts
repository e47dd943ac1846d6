import { useQuery } from "@tanstack/react-query";
import type { Filter, Operator, SearchMode } from "@/lib/search/schemas";
import { apiFetch } from "./fetcher";

export type { Filter as SearchFilter, Operator as FilterOperator, SearchMode };

export type SearchRequest = {
  collectionId: string;
  query: string;
  limit?: number;
  mode?: SearchMode;
  filters?: Filter[];
  rerank?: boolean;
  expandQuery?: boolean;
  generateAnswer?: boolean;
};

/** Search result metadata: the always-present keys plus whatever the document carried. */
export type ResultMetadata = {
  documentId: string;
  chunkIndex: number;
  title?: string | null;
  url?: string | null;
  author?: string | null;
  source?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
  [key: string]: unknown;
};

export type SearchResult = { id: string; score: number; content: string; metadata: ResultMetadata };

export type SearchResponse = {
  results: SearchResult[];
  query: string;
  took: number;
  mode: SearchMode;
  expandedQueries?: string[];
  answer?: string;
  /** Result ids; the answer cites citations[n - 1] as [n]. */
  citations?: string[];
};

export const searchKeys = {
  all: ["search"] as const,
  collection: (collectionId: string) => [...searchKeys.all, collectionId] as const,
  run: (request: SearchRequest) => [...searchKeys.collection(request.collectionId), request] as const,
};

export const searchCollection = (request: SearchRequest, signal?: AbortSignal) =>
  apiFetch<SearchResponse>("/api/v1/search", { method: "POST", body: request, signal });

/** Runs `request` when given (null = nothing submitted yet); a new request aborts the previous one. */
export function useSearch(request: SearchRequest | null) {
  return useQuery({
    queryKey: request ? searchKeys.run(request) : [...searchKeys.all, "idle"],
    queryFn: ({ signal }) => searchCollection(request!, signal),
    enabled: request !== null,
  });
}
