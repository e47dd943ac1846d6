import { useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { collectionKeys } from "./collections";
import { documentKeys } from "./documents";
import { ApiError, apiFetch } from "./fetcher";
import { searchKeys } from "./search";

export type FieldType = "string" | "number" | "password" | "boolean" | "text" | "string[]";

/** One field of a source's credentials or configuration form. */
export type SourceField = {
  name: string;
  type: FieldType;
  required: boolean;
  label: string;
  help?: string;
  default?: unknown;
};

export type SourceSummary = {
  id: string;
  name: string;
  shortName: string;
  description: string;
  authMethods: string[];
  labels: string[];
  supportsContinuous: boolean;
};

export type SourceDetail = SourceSummary & { authFields: SourceField[]; configFields: SourceField[] };

export type ConnectionStatus = "pending" | "syncing" | "active" | "error";
export type SyncStatus = "started" | "running" | "completed" | "failed" | "cancelled";

export type SyncStats = { inserted: number; updated: number; deleted: number; unchanged: number; failed: number };

export type Sync = {
  syncId: string;
  status: SyncStatus;
  full: boolean;
  startedAt: string;
  finishedAt: string | null;
  stats: SyncStats;
  progress: { processed: number; total: number | null };
  error: string | null;
};

export type SourceConnection = {
  id: string;
  name: string;
  status: ConnectionStatus;
  createdAt: string;
  updatedAt: string;
  sourceShortName: string;
  collectionId: string;
  personal: boolean;
  config: Record<string, unknown>;
  documentCount: number;
  lastSync: Sync | null;
};

export type CreatedConnection = Pick<SourceConnection, "id" | "name" | "status" | "createdAt">;

export type UploadedFileInfo = { id: string; name: string; mimeType: string; size: number; updatedAt?: string };

export type CreateConnectionRequest = {
  collectionId: string;
  sourceShortName: string;
  name: string;
  credentials: Record<string, unknown>;
  config?: Record<string, unknown>;
  personal?: boolean;
};

export const RUNNING_SYNC: readonly SyncStatus[] = ["started", "running"];

/** A sync is under way: the connection says so, or its last sync has not ended. */
export function isSyncing(connection: Pick<SourceConnection, "status" | "lastSync">): boolean {
  return connection.status === "syncing" || (connection.lastSync !== null && RUNNING_SYNC.includes(connection.lastSync.status));
}

export const sourceKeys = {
  all: ["sources"] as const,
  list: () => [...sourceKeys.all, "list"] as const,
  detail: (shortName: string) => [...sourceKeys.all, "detail", shortName] as const,
};

export const connectionKeys = {
  all: ["source-connections"] as const,
  list: (collectionId: string) => [...connectionKeys.all, "list", collectionId] as const,
  detail: (id: string) => [...connectionKeys.all, "detail", id] as const,
  syncs: (id: string) => [...connectionKeys.detail(id), "syncs"] as const,
  files: (id: string) => [...connectionKeys.detail(id), "files"] as const,
};

const connectionPath = (id: string, rest = "") => `/api/v1/source-connections/${encodeURIComponent(id)}${rest}`;

export const listSources = () => apiFetch<{ sources: SourceSummary[] }>("/api/v1/sources").then((r) => r.sources);

export const getSource = (shortName: string) =>
  apiFetch<{ source: SourceDetail }>(`/api/v1/sources/${encodeURIComponent(shortName)}`).then((r) => r.source);

/** Every connection of the collection, following the cursor (200 a page). */
export async function listConnections(collectionId: string): Promise<SourceConnection[]> {
  const all: SourceConnection[] = [];
  let cursor: string | undefined;
  do {
    const page = await apiFetch<{ sourceConnections: SourceConnection[]; nextCursor: string | null }>("/api/v1/source-connections", {
      query: { collectionId, limit: 200, cursor },
    });
    all.push(...page.sourceConnections);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

export const getConnection = (id: string) =>
  apiFetch<{ sourceConnection: SourceConnection }>(connectionPath(id)).then((r) => r.sourceConnection);

export const createConnection = (input: CreateConnectionRequest) =>
  apiFetch<{ sourceConnection: CreatedConnection }>("/api/v1/source-connections", { method: "POST", body: input }).then(
    (r) => r.sourceConnection,
  );

export const testConnection = (id: string) =>
  apiFetch<{ status: "connected"; message: string }>(connectionPath(id, "/test"), { method: "POST" });

export const updateCredentials = (id: string, credentials: Record<string, unknown>) =>
  apiFetch<{ sourceConnection: SourceConnection }>(connectionPath(id, "/credentials"), { method: "PUT", body: { credentials } }).then(
    (r) => r.sourceConnection,
  );

export const updateConfig = (id: string, config: Record<string, unknown>) =>
  apiFetch<{ sourceConnection: SourceConnection }>(connectionPath(id, "/config"), { method: "PUT", body: { config } }).then(
    (r) => r.sourceConnection,
  );

export const runSync = (id: string) => apiFetch<{ syncId: string; status: "started" }>(connectionPath(id, "/run"), { method: "POST" });

export const listSyncs = (id: string) => apiFetch<{ syncs: Sync[] }>(connectionPath(id, "/syncs")).then((r) => r.syncs);

export const getSync = (id: string, syncId: string) =>
  apiFetch<{ sync: Sync }>(connectionPath(id, `/syncs/${encodeURIComponent(syncId)}`)).then((r) => r.sync);

export const cancelSync = (id: string, syncId: string) =>
  apiFetch<{ sync: Sync }>(connectionPath(id, `/syncs/${encodeURIComponent(syncId)}/cancel`), { method: "POST" }).then((r) => r.sync);

export const deleteConnection = (id: string, deleteData = false) =>
  apiFetch<{ deleted: true; documentsDeleted: number }>(connectionPath(id), {
    method: "DELETE",
    query: { deleteData: deleteData ? "true" : undefined },
  });

export const clearConnectionData = (id: string) =>
  apiFetch<{ documentsDeleted: number }>(connectionPath(id, "/data"), { method: "DELETE" });

export const listFiles = (id: string) => apiFetch<{ files: UploadedFileInfo[] }>(connectionPath(id, "/files")).then((r) => r.files);

/** Multipart upload into a `files` connection (apiFetch sends JSON only). */
export async function uploadFiles(id: string, files: File[]): Promise<UploadedFileInfo[]> {
  const form = new FormData();
  for (const file of files) form.append("file", file, file.name);
  let response: Response;
  try {
    response = await fetch(connectionPath(id, "/files"), { method: "POST", body: form, credentials: "same-origin", headers: { accept: "application/json" } });
  } catch {
    throw new ApiError({ status: 0, code: "network_error", message: "Could not reach the server. Check your connection and try again." });
  }
  const payload = await response.json().catch(() => null);
  if (response.ok && payload?.success !== false) return (payload as { files: UploadedFileInfo[] }).files;
  throw new ApiError({
    status: response.status,
    code: typeof payload?.error === "string" ? payload.error : "internal_error",
    message: typeof payload?.message === "string" ? payload.message : `The server answered with HTTP ${response.status}.`,
    details: Array.isArray(payload?.details) ? payload.details : undefined,
    requestId: response.headers.get("x-request-id"),
  });
}

/** Documents, counts and cached searches of the collection change with a connection's data. */
export function invalidateCollectionData(queryClient: QueryClient, collectionId: string) {
  void queryClient.invalidateQueries({ queryKey: searchKeys.collection(collectionId) });
  void queryClient.invalidateQueries({ queryKey: documentKeys.collection(collectionId) });
  void queryClient.invalidateQueries({ queryKey: collectionKeys.list() });
  return queryClient.invalidateQueries({ queryKey: collectionKeys.detail(collectionId) });
}

export function useSources() {
  return useQuery({ queryKey: sourceKeys.list(), queryFn: listSources, staleTime: 10 * 60_000 });
}

export function useSource(shortName: string | null) {
  return useQuery({
    queryKey: sourceKeys.detail(shortName ?? ""),
    queryFn: () => getSource(shortName!),
    enabled: shortName !== null,
    staleTime: 10 * 60_000,
  });
}

/**
 * Runs `onFinished` with the connections whose sync was under way in an earlier answer and has
 * ended in this one (the list and detail queries poll while one runs).
 */
function useSyncsFinished(connections: SourceConnection[] | undefined, onFinished: (ended: SourceConnection[]) => void) {
  const running = useRef<Set<string> | null>(null);
  const callback = useRef(onFinished);
  useEffect(() => {
    callback.current = onFinished;
  });
  useEffect(() => {
    if (!connections) return;
    const previous = running.current;
    const now = new Set(connections.filter(isSyncing).map((c) => c.id));
    running.current = now;
    const ended = previous ? connections.filter((c) => previous.has(c.id) && !now.has(c.id)) : [];
    if (ended.length) callback.current(ended);
  }, [connections]);
}

const POLL_MS = 1000;

/** The collection's connections; polled every second while any of them syncs. */
export function useConnections(collectionId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: connectionKeys.list(collectionId),
    queryFn: () => listConnections(collectionId),
    staleTime: 5_000,
    refetchInterval: (q) => (q.state.data?.some(isSyncing) ? POLL_MS : false),
  });
  useSyncsFinished(query.data, (ended) => {
    void invalidateCollectionData(queryClient, collectionId);
    for (const c of ended) void queryClient.invalidateQueries({ queryKey: connectionKeys.detail(c.id) });
  });
  return query;
}

/** One connection; polled every second while it syncs. */
export function useConnection(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: connectionKeys.detail(id ?? ""),
    queryFn: () => getConnection(id!),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && isSyncing(q.state.data) ? POLL_MS : false),
  });
  useSyncsFinished(query.data ? [query.data] : undefined, ([ended]) => {
    void invalidateCollectionData(queryClient, ended.collectionId);
    void queryClient.invalidateQueries({ queryKey: connectionKeys.list(ended.collectionId) });
  });
  return query;
}

/** The connection's syncs, newest first; polled while one of them runs. */
export function useSyncs(id: string | null) {
  return useQuery({
    queryKey: connectionKeys.syncs(id ?? ""),
    queryFn: () => listSyncs(id!),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.some((s) => RUNNING_SYNC.includes(s.status)) ? POLL_MS : false),
  });
}

export function useConnectionFiles(id: string | null) {
  return useQuery({ queryKey: connectionKeys.files(id ?? ""), queryFn: () => listFiles(id!), enabled: id !== null });
}

type Target = { id: string; collectionId: string };

/** After any change to a connection: its detail, its syncs and the collection's list. */
function refreshConnection(queryClient: QueryClient, { id, collectionId }: Target) {
  void queryClient.invalidateQueries({ queryKey: connectionKeys.detail(id) });
  return queryClient.invalidateQueries({ queryKey: connectionKeys.list(collectionId) });
}

export function useRunSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: Target) => runSync(target.id),
    onSettled: (_data, _error, target) => refreshConnection(queryClient, target),
  });
}

export function useCancelSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, syncId }: Target & { syncId: string }) => cancelSync(id, syncId),
    onSettled: (_data, _error, target) => refreshConnection(queryClient, target),
  });
}

export function useUpdateCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, credentials }: Target & { credentials: Record<string, unknown> }) => updateCredentials(id, credentials),
    onSuccess: (_data, target) => refreshConnection(queryClient, target),
  });
}

export function useUpdateConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, config }: Target & { config: Record<string, unknown> }) => updateConfig(id, config),
    onSuccess: (_data, target) => refreshConnection(queryClient, target),
  });
}

export function useUploadFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, files }: Target & { files: File[] }) => uploadFiles(id, files),
    onSuccess: (_data, target) => {
      void queryClient.invalidateQueries({ queryKey: connectionKeys.files(target.id) });
      return refreshConnection(queryClient, target);
    },
  });
}

export function useClearConnectionData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: Target) => clearConnectionData(target.id),
    onSuccess: (_data, target) => {
      void invalidateCollectionData(queryClient, target.collectionId);
      return refreshConnection(queryClient, target);
    },
  });
}

export function useDeleteConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, deleteData }: Target & { deleteData: boolean }) => deleteConnection(id, deleteData),
    onSuccess: (result, target) => {
      queryClient.removeQueries({ queryKey: connectionKeys.detail(target.id) });
      if (result.documentsDeleted > 0) void invalidateCollectionData(queryClient, target.collectionId);
      return queryClient.invalidateQueries({ queryKey: connectionKeys.list(target.collectionId) });
    },
  });
}

/** The details (forms) of several sources at once, by short name. */
export function useSourceDetails(shortNames: string[]) {
  return useQueries({
    queries: [...new Set(shortNames)].sort().map((shortName) => ({
      queryKey: sourceKeys.detail(shortName),
      queryFn: () => getSource(shortName),
      staleTime: 10 * 60_000,
    })),
    combine: (results) => new Map(results.flatMap((r) => (r.data ? [[r.data.shortName, r.data] as const] : []))),
  });
}
