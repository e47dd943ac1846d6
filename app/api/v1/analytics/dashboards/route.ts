import { createDashboard, listDashboards } from "@/lib/dashboards/dashboards";
import { CreateDashboardInput } from "@/lib/dashboards/schemas";
import { PageQuery } from "@/lib/http/pagination";
import { otherMethods, route } from "@/lib/http/route";

// POST /api/v1/analytics/dashboards: a dashboard from a conversation's charts
export const POST = route({ body: CreateDashboardInput, status: 201 }, ({ ctx, input }) => createDashboard({ ctx, input }));
// GET /api/v1/analytics/dashboards: the organization's dashboards
export const GET = route({ query: PageQuery }, ({ ctx, query }) => listDashboards({ ctx, query }));
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
