import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateCollectionInput } from "@/lib/collections/schemas";
import { apiKeyKeys } from "./api-keys";
import { apiFetch } from "./fetcher";

export type Collection = {
  id: string;
  name: string;
  createdAt: string;
  documentCount: number;
  chunkCount: number;
  embeddingModel?: string;
};

type CollectionPage = { collections: Collection[]; nextCursor: string | null };

export const collectionKeys = {
  all: ["collections"] as const,
  list: () => [...collectionKeys.all, "list"] as const,
  options: () => [...collectionKeys.all, "options"] as const,
  detail: (id: string) => [...collectionKeys.all, "detail", id] as const,
};

export const listCollections = (query: { cursor?: string; limit?: number } = {}) =>
  apiFetch<CollectionPage>("/api/v1/collections", { query });

export const getCollection = (id: string) =>
  apiFetch<{ collection: Collection }>(`/api/v1/collections/${encodeURIComponent(id)}`).then((r) => r.collection);

export const createCollection = (input: CreateCollectionInput) =>
  apiFetch<{ collection: Collection }>("/api/v1/collections", { method: "POST", body: input }).then((r) => r.collection);

export const deleteCollection = (id: string) =>
  apiFetch<{ deleted: true; id: string }>(`/api/v1/collections/${encodeURIComponent(id)}`, { method: "DELETE" });

/** The collections page by page, newest first. */
export function useCollections() {
  return useInfiniteQuery({
    queryKey: collectionKeys.list(),
    queryFn: ({ pageParam }) => listCollections({ cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Up to 200 collections for pickers (the API's largest page). */
export function useCollectionOptions(enabled = true) {
  return useQuery({
    queryKey: collectionKeys.options(),
    queryFn: () => listCollections({ limit: 200 }).then((r) => r.collections),
    enabled,
  });
}

export function useCollection(id: string) {
  return useQuery({ queryKey: collectionKeys.detail(id), queryFn: () => getCollection(id) });
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSuccess: (collection) => {
      queryClient.setQueryData(collectionKeys.detail(collection.id), collection);
      return queryClient.invalidateQueries({ queryKey: collectionKeys.all });
    },
  });
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: (_, id) => {
      // Not refetched now: the page showing it is about to leave, and a refetch would only 404.
      void queryClient.invalidateQueries({ queryKey: collectionKeys.detail(id), refetchType: "none" });
      // Its collection-scoped keys were deleted with it.
      void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
      void queryClient.invalidateQueries({ queryKey: collectionKeys.options() });
      return queryClient.invalidateQueries({ queryKey: collectionKeys.list() });
    },
  });
}
