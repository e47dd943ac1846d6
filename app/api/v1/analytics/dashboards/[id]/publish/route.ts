import { dashboardFromPath } from "@/lib/dashboards/access";
import { publishDashboard, unpublishDashboard } from "@/lib/dashboards/publish";
import { PublishInput } from "@/lib/dashboards/schemas";
import { otherMethods, route } from "@/lib/http/route";

// POST /api/v1/analytics/dashboards/:id/publish: make it public at a stable slug, optionally with a password
export const POST = route({ resource: dashboardFromPath, body: PublishInput }, ({ resource, input, request }) =>
  publishDashboard({ dashboard: resource, password: input.password, request }),
);
// DELETE /api/v1/analytics/dashboards/:id/publish: remove public access
export const DELETE = route({ resource: dashboardFromPath }, ({ resource }) => unpublishDashboard({ dashboard: resource }));
export const { GET, PUT, PATCH } = otherMethods("POST", "DELETE");
