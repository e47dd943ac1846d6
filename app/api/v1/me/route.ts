import { me } from "@/lib/auth/accounts";
import { otherMethods, route } from "@/lib/http/route";

// GET /api/v1/me: the caller and their organizations
export const GET = route({}, ({ ctx }) => me({ ctx }));
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
