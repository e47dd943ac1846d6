import { connectionFromPath } from "@/lib/connections/access";
import { updateCredentials } from "@/lib/connections/connections";
import { CredentialsInput } from "@/lib/connections/schemas";
import { otherMethods, route } from "@/lib/http/route";

// PUT /api/v1/source-connections/:id/credentials: replace the credentials
export const PUT = route({ resource: connectionFromPath, body: CredentialsInput }, ({ resource, input }) =>
  updateCredentials({ connection: resource, credentials: input.credentials }),
);
export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
