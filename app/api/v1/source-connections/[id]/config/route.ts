import { connectionFromPath } from "@/lib/connections/access";
import { updateConfig } from "@/lib/connections/connections";
import { ConfigInput } from "@/lib/connections/schemas";
import { otherMethods, route } from "@/lib/http/route";

// PUT /api/v1/source-connections/:id/config: replace the sync configuration (the next sync is full)
export const PUT = route({ resource: connectionFromPath, body: ConfigInput }, ({ resource, input }) =>
  updateConfig({ connection: resource, config: input.config }),
);
export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
