import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Chart, ChartType } from "./conversations";
import { apiFetch } from "./fetcher";

export type WidgetLayout = { x: number; y: number; w: number; h: number };
export type Widget = { id: string; layout: WidgetLayout; chart: Chart };

export type DashboardSummary = {
  id: string;
  title: string;
  isDashboard: boolean;
  isPublic: boolean;
  slug: string | null;
  createdAt: string;
  updatedAt: string;
  refreshEnabled: boolean;
  refreshInterval: RefreshInterval;
  lastRefreshedAt: string | null;
  passwordProtected: boolean;
  widgetCount: number;
};

export type Dashboard = Omit<DashboardSummary, "widgetCount"> & { conversationId: string | null; widgets: Widget[] };

export const REFRESH_INTERVALS = [
  { value: 300, label: "Every 5 minutes" },
  { value: 900, label: "Every 15 minutes" },
  { value: 3600, label: "Hourly" },
  { value: 86400, label: "Daily" },
] as const;
export type RefreshInterval = (typeof REFRESH_INTERVALS)[number]["value"];

export type RefreshSettings = { refreshEnabled: boolean; refreshInterval: RefreshInterval; lastRefreshedAt: string | null };
export type RefreshResult = { lastRefreshedAt: string; refreshed: number; failed: Array<{ widgetId: string; title: string; error: string }> };

/** The editor's changes: the widgets to keep, in order; omitted ones are removed. */
export type DashboardPatch = {
  title?: string;
  widgets?: Array<{ id: string; layout?: WidgetLayout; chart?: { title?: string; type?: ChartType } }>;
};

type DashboardPage = { dashboards: DashboardSummary[]; nextCursor: string | null };

export const dashboardKeys = {
  all: ["dashboards"] as const,
  list: () => [...dashboardKeys.all, "list"] as const,
  detail: (id: string) => [...dashboardKeys.all, "detail", id] as const,
};

const path = (id: string) => `/api/v1/analytics/dashboards/${encodeURIComponent(id)}`;

export const listDashboards = (query: { cursor?: string; limit?: number } = {}) =>
  apiFetch<DashboardPage>("/api/v1/analytics/dashboards", { query });

export const getDashboard = (id: string) => apiFetch<{ dashboard: Dashboard }>(path(id)).then((r) => r.dashboard);

export const createDashboard = (input: { conversationId: string; title: string }) =>
  apiFetch<{ dashboard: { id: string; title: string; createdAt: string } }>("/api/v1/analytics/dashboards", { method: "POST", body: input }).then(
    (r) => r.dashboard,
  );

export const patchDashboard = ({ id, patch }: { id: string; patch: DashboardPatch }) =>
  apiFetch<{ dashboard: Dashboard }>(path(id), { method: "PATCH", body: patch }).then((r) => r.dashboard);

export const deleteDashboard = (id: string) => apiFetch<{ deleted: true }>(path(id), { method: "DELETE" });

export const publishDashboard = ({ id, password }: { id: string; password?: string }) =>
  apiFetch<{ slug: string; publicUrl: string }>(`${path(id)}/publish`, { method: "POST", body: password ? { password } : {} });

export const unpublishDashboard = (id: string) => apiFetch<{ isPublic: false }>(`${path(id)}/publish`, { method: "DELETE" });

export const cloneDashboard = (id: string) =>
  apiFetch<{ dashboard: { id: string; title: string } }>(`${path(id)}/clone`, { method: "POST" }).then((r) => r.dashboard);

export const updateRefreshSettings = ({ id, settings }: { id: string; settings: Pick<RefreshSettings, "refreshEnabled" | "refreshInterval"> }) =>
  apiFetch<RefreshSettings>(`${path(id)}/refresh`, { method: "PUT", body: settings });

export const refreshDashboard = (id: string) => apiFetch<RefreshResult>(`${path(id)}/refresh`, { method: "POST" });

/** The public address of a published dashboard, on the origin the editor is served from. */
export const publicDashboardUrl = (slug: string) => `${window.location.origin}/public/dashboards/${encodeURIComponent(slug)}`;

export function useDashboards() {
  return useInfiniteQuery({
    queryKey: dashboardKeys.list(),
    queryFn: ({ pageParam }) => listDashboards({ cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useDashboard(id: string) {
  return useQuery({ queryKey: dashboardKeys.detail(id), queryFn: () => getDashboard(id) });
}

export function useCreateDashboard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDashboard, onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.list() }) });
}

/**
 * Saves the editor's changes. The stored result goes into the cache, so reopening the editor
 * starts from it; the open editor keeps its own (possibly newer) layout and titles.
 */
export function usePatchDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchDashboard,
    onSuccess: (dashboard) => {
      queryClient.setQueryData(dashboardKeys.detail(dashboard.id), dashboard);
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.list() });
    },
  });
}

/** Mutations that change what the editor shows: the detail is refetched afterwards. */
function useDashboardMutation<V, R>(mutationFn: (variables: V) => Promise<R>, idOf: (variables: V) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_, variables) => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.list() });
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.detail(idOf(variables)) });
    },
  });
}

export const usePublishDashboard = () => useDashboardMutation(publishDashboard, (v) => v.id);
export const useUnpublishDashboard = () => useDashboardMutation(unpublishDashboard, (id) => id);
export const useRefreshSettings = () => useDashboardMutation(updateRefreshSettings, (v) => v.id);
export const useRefreshDashboard = () => useDashboardMutation(refreshDashboard, (id) => id);

export function useCloneDashboard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cloneDashboard, onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.list() }) });
}

export function useDeleteDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDashboard,
    onSuccess: (_, id) => {
      // Not refetched: the editor is about to leave, and a refetch would only 404.
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.detail(id), refetchType: "none" });
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.list() });
    },
  });
}
