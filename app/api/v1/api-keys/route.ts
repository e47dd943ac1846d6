import { createApiKey, listApiKeys } from "@/lib/auth/api-keys";
import { ApiKeyListQuery, CreateApiKeyInput } from "@/lib/auth/schemas";
import { otherMethods, route } from "@/lib/http/route";

// POST /api/v1/api-keys: create a key; the full key is in this response only
export const POST = route({ body: CreateApiKeyInput, status: 201 }, ({ ctx, input }) => createApiKey({ ctx, input }));
// GET /api/v1/api-keys: the organization's keys, optionally for one collection
export const GET = route({ query: ApiKeyListQuery }, ({ ctx, query }) => listApiKeys({ ctx, query }));
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
