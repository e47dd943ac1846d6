import { updateOrganization } from "@/lib/auth/accounts";
import { UpdateOrganizationInput } from "@/lib/auth/schemas";
import { otherMethods, route } from "@/lib/http/route";

// PATCH /api/v1/organization: set the plan and custom rate limit (owners only)
export const PATCH = route({ body: UpdateOrganizationInput }, ({ ctx, input }) => updateOrganization({ ctx, input }));
export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
