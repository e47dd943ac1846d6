import { otherMethods, route } from "@/lib/http/route";
import { listSources } from "@/lib/sources/catalog";

// GET /api/v1/sources: the integration types a connection can be made to
export const GET = route({}, async () => listSources());
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
