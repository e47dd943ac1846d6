import { dashboardFromPath } from "@/lib/dashboards/access";
import { refreshDashboard, refreshSettings, updateRefreshSettings } from "@/lib/dashboards/refresh";
import { RefreshSettingsInput } from "@/lib/dashboards/schemas";
import { otherMethods, route } from "@/lib/http/route";

// GET /api/v1/analytics/dashboards/:id/refresh: auto-refresh settings and the last refresh
export const GET = route({ resource: dashboardFromPath }, async ({ resource }) => refreshSettings(resource));
// PUT /api/v1/analytics/dashboards/:id/refresh: turn auto-refresh on or off; 300, 900, 3600 or 86400 s
export const PUT = route({ resource: dashboardFromPath, body: RefreshSettingsInput }, ({ resource, input }) =>
  updateRefreshSettings({ dashboard: resource, input }),
);
// POST /api/v1/analytics/dashboards/:id/refresh: re-run every chart's query now
export const POST = route({ resource: dashboardFromPath }, ({ resource }) => refreshDashboard(resource.id));
export const { PATCH, DELETE } = otherMethods("GET", "PUT", "POST");
