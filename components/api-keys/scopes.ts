import type { ApiKeyScope } from "@/lib/api-client/api-keys";

export const SCOPES: Array<{ value: ApiKeyScope; label: string; description: string }> = [
  { value: "Collection", label: "Collection", description: "One collection only: its search, documents and MCP endpoint." },
  { value: "Organization", label: "Organization", description: "Every collection of the organization and its shared sources." },
  { value: "User", label: "User", description: "Every organization collection plus your personal source connections." },
];
