import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpsertDocumentsInput } from "@/lib/documents/schemas";
import { collectionKeys } from "./collections";
import { apiFetch } from "./fetcher";
import { searchKeys } from "./search";

export type DocumentSummary = {
  id: string;
  title: string | null;
  url: string | null;
  author: string | null;
  metadata: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  chunkCount: number;
};

export type DocumentDetail = Omit<DocumentSummary, "chunkCount"> & { content: string };

export type NewDocument = UpsertDocumentsInput["documents"][number];

type DocumentPage = { documents: DocumentSummary[]; nextCursor: string | null };

/** Metadata keys every indexed document carries, whatever its source. */
export const BUILT_IN_FIELDS = ["source", "title", "url", "author", "created_at", "updated_at"] as const;

export const documentKeys = {
  all: ["documents"] as const,
  collection: (collectionId: string) => [...documentKeys.all, collectionId] as const,
  list: (collectionId: string) => [...documentKeys.collection(collectionId), "list"] as const,
  fields: (collectionId: string) => [...documentKeys.collection(collectionId), "fields"] as const,
  detail: (collectionId: string, documentId: string) => [...documentKeys.collection(collectionId), "detail", documentId] as const,
};

const documentsPath = (collectionId: string) => `/api/v1/collections/${encodeURIComponent(collectionId)}/documents`;

export const listDocuments = (collectionId: string, query: { cursor?: string; limit?: number } = {}) =>
  apiFetch<DocumentPage>(documentsPath(collectionId), { query });

export const getDocument = (collectionId: string, documentId: string) =>
  apiFetch<{ document: DocumentDetail }>(`${documentsPath(collectionId)}/${encodeURIComponent(documentId)}`).then((r) => r.document);

export const upsertDocuments = (collectionId: string, documents: NewDocument[]) =>
  apiFetch<{ upserted: number; unchanged: number }>(documentsPath(collectionId), { method: "POST", body: { documents } });

export const deleteDocument = (collectionId: string, documentId: string) =>
  apiFetch<{ deleted: true; id: string }>(`${documentsPath(collectionId)}/${encodeURIComponent(documentId)}`, { method: "DELETE" });

/** The collection's documents page by page, most recently updated first. */
export function useDocuments(collectionId: string) {
  return useInfiniteQuery({
    queryKey: documentKeys.list(collectionId),
    queryFn: ({ pageParam }) => listDocuments(collectionId, { cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useDocument(collectionId: string, documentId: string | null) {
  return useQuery({
    queryKey: documentKeys.detail(collectionId, documentId ?? ""),
    queryFn: () => getDocument(collectionId, documentId!),
    enabled: documentId !== null,
  });
}

export type FieldSample = {
  /** Built-in keys first, then the custom keys seen, alphabetically. */
  fields: string[];
  /** Up to 20 distinct scalar values seen per key (array values contribute their items). */
  values: Record<string, Array<string | number | boolean>>;
  /** Titles of the most recently updated documents. */
  titles: string[];
  empty: boolean;
};

/** Filterable metadata keys and sample values, from the first page of documents. */
export function useFieldSample(collectionId: string) {
  return useQuery({
    queryKey: documentKeys.fields(collectionId),
    queryFn: () => listDocuments(collectionId, { limit: 100 }).then((page) => sampleFields(page.documents)),
    staleTime: 5 * 60_000,
  });
}

export function sampleFields(documents: Array<Pick<DocumentSummary, "title" | "metadata">>): FieldSample {
  const custom = new Set<string>();
  const values = new Map<string, Set<string | number | boolean>>();
  const builtIn = new Set<string>(BUILT_IN_FIELDS);
  for (const doc of documents) {
    for (const [key, value] of Object.entries(doc.metadata ?? {})) {
      if (!builtIn.has(key)) custom.add(key);
      const seen = values.get(key) ?? new Set();
      for (const item of Array.isArray(value) ? value : [value]) {
        if (seen.size < 20 && (typeof item === "string" || typeof item === "number" || typeof item === "boolean")) seen.add(item);
      }
      values.set(key, seen);
    }
  }
  return {
    fields: [...BUILT_IN_FIELDS, ...[...custom].sort()],
    values: Object.fromEntries([...values].map(([key, set]) => [key, [...set]])),
    titles: documents.flatMap((d) => (d.title ? [d.title] : [])),
    empty: documents.length === 0,
  };
}

/** Counts, lists, field samples and cached searches of the collection all change with its documents. */
function invalidateCollectionData(queryClient: ReturnType<typeof useQueryClient>, collectionId: string) {
  void queryClient.invalidateQueries({ queryKey: searchKeys.collection(collectionId) });
  void queryClient.invalidateQueries({ queryKey: collectionKeys.list() });
  void queryClient.invalidateQueries({ queryKey: collectionKeys.detail(collectionId) });
  return queryClient.invalidateQueries({ queryKey: documentKeys.collection(collectionId) });
}

export function useUpsertDocuments(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documents: NewDocument[]) => upsertDocuments(collectionId, documents),
    onSuccess: () => invalidateCollectionData(queryClient, collectionId),
  });
}

export function useDeleteDocument(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(collectionId, documentId),
    onSuccess: (_, documentId) => {
      queryClient.removeQueries({ queryKey: documentKeys.detail(collectionId, documentId) });
      return invalidateCollectionData(queryClient, collectionId);
    },
  });
}
