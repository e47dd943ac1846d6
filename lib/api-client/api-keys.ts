import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateApiKeyInput } from "@/lib/auth/schemas";
import { apiFetch } from "./fetcher";

export type ApiKeyScope = "Collection" | "Organization" | "User";

export type ApiKey = {
  id: string;
  name: string;
  scope: ApiKeyScope;
  collectionId: string | null;
  prefix: string;
  is_active: boolean;
  expires_at: string | null;
  last_used_at: string | null;
  createdAt: string;
  revokedAt: string | null;
};

/** Only the creation response carries the full key. */
export type CreatedApiKey = ApiKey & { key: string };

export const apiKeyKeys = {
  all: ["api-keys"] as const,
  list: (collectionId?: string) => [...apiKeyKeys.all, "list", collectionId ?? null] as const,
};

export const listApiKeys = (collectionId?: string) =>
  apiFetch<{ apiKeys: ApiKey[] }>("/api/v1/api-keys", { query: { collectionId } }).then((r) => r.apiKeys);

export const createApiKey = (input: CreateApiKeyInput) =>
  apiFetch<{ apiKey: CreatedApiKey }>("/api/v1/api-keys", { method: "POST", body: input }).then((r) => r.apiKey);

export const revokeApiKey = (id: string) =>
  apiFetch<{ apiKey: ApiKey }>(`/api/v1/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" }).then((r) => r.apiKey);

export type ApiKeyStatus = "Active" | "Revoked" | "Expired";

export function apiKeyStatus(key: ApiKey, now = Date.now()): ApiKeyStatus {
  if (key.revokedAt) return "Revoked";
  if (key.expires_at && Date.parse(key.expires_at) <= now) return "Expired";
  return key.is_active ? "Active" : "Revoked";
}

export function useApiKeys(collectionId?: string) {
  return useQuery({ queryKey: apiKeyKeys.list(collectionId), queryFn: () => listApiKeys(collectionId) });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
