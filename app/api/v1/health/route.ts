import { otherMethods, publicRoute } from "@/lib/http/route";
import { health } from "@/lib/health";

// GET /api/v1/health: liveness and which database serves this instance
export const GET = publicRoute({}, () => health());
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
