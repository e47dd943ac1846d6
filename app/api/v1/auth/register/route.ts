import { register } from "@/lib/auth/accounts";
import { RegisterInput } from "@/lib/auth/schemas";
import { otherMethods, publicRoute } from "@/lib/http/route";

// POST /api/v1/auth/register: create an account and its organization
export const POST = publicRoute({ body: RegisterInput, status: 201 }, ({ input }) => register(input));
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
