import { dashboardFromPath } from "@/lib/dashboards/access";
import { deleteDashboard, getDashboard, patchDashboard } from "@/lib/dashboards/dashboards";
import { PatchDashboardInput } from "@/lib/dashboards/schemas";
import { otherMethods, route } from "@/lib/http/route";

// GET /api/v1/analytics/dashboards/:id: the whole dashboard with its widgets
export const GET = route({ resource: dashboardFromPath }, async ({ resource }) => getDashboard({ dashboard: resource }));
// PATCH /api/v1/analytics/dashboards/:id: save the editor's changes
export const PATCH = route({ resource: dashboardFromPath, body: PatchDashboardInput }, ({ resource, input }) =>
  patchDashboard({ dashboard: resource, input }),
);
// DELETE /api/v1/analytics/dashboards/:id
export const DELETE = route({ resource: dashboardFromPath }, ({ resource }) => deleteDashboard({ dashboard: resource }));
export const { POST, PUT } = otherMethods("GET", "PATCH", "DELETE");
