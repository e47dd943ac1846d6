import { dashboardFromPath } from "@/lib/dashboards/access";
import { cloneDashboard } from "@/lib/dashboards/dashboards";
import { otherMethods, route } from "@/lib/http/route";

// POST /api/v1/analytics/dashboards/:id/clone: a private copy titled "<title> (Copy)"
export const POST = route({ resource: dashboardFromPath, status: 201 }, ({ ctx, resource }) => cloneDashboard({ ctx, dashboard: resource }));
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
