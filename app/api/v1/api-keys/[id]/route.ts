import { revokeApiKey } from "@/lib/auth/api-keys";
import { otherMethods, route } from "@/lib/http/route";

// DELETE /api/v1/api-keys/:id: revoke a key; effective on its next request
export const DELETE = route({}, ({ ctx, params }) => revokeApiKey({ ctx, id: params.id }));
export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
