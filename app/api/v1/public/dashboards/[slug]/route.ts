import { otherMethods, publicRoute } from "@/lib/http/route";
import { PublicViewInput } from "@/lib/dashboards/schemas";
import { viewPublicDashboard } from "@/lib/dashboards/publish";

// POST /api/v1/public/dashboards/:slug: a published dashboard's data (no authentication; password when set)
export const POST = publicRoute({ body: PublicViewInput }, async ({ params, input, ctx }) => {
  const { dashboard } = await viewPublicDashboard({ slug: params.slug, password: input.password, ip: ctx.ip });
  return { dashboard };
});
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
