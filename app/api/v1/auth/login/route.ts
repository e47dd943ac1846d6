import { login } from "@/lib/auth/accounts";
import { LoginInput } from "@/lib/auth/schemas";
import { otherMethods, publicRoute } from "@/lib/http/route";

// POST /api/v1/auth/login: exchange email and password for an access and a refresh token
export const POST = publicRoute({ body: LoginInput }, ({ input, ctx }) => login(input, ctx.ip));
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
