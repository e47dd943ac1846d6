import { bearerToken } from "@/lib/auth/bearer";
import { rotateRefreshToken } from "@/lib/auth/tokens";
import { otherMethods, publicRoute } from "@/lib/http/route";

// POST /api/v1/auth/refresh: rotate a refresh token (sent as the bearer token) for a new pair
export const POST = publicRoute({}, ({ request }) => rotateRefreshToken(bearerToken(request)));
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
