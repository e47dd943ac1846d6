import { otherMethods, publicRoute } from "@/lib/http/route";
import { openApiDocument } from "@/lib/openapi/document";

// GET /api/v1/openapi.json: the OpenAPI 3.1 description of this API
export const GET = publicRoute({}, async () => Response.json(openApiDocument()));
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
