"use client";

import Link from "next/link";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ArrowLeftIcon, DashboardIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ChartType } from "@/lib/api-client/conversations";
import { useDashboard, type Dashboard, type WidgetLayout } from "@/lib/api-client/dashboards";
import { ApiError, errorMessage } from "@/lib/api-client/fetcher";
import { DashboardGrid, type EditorWidget } from "./dashboard-grid";
import { EditorToolbar } from "./editor-toolbar";
import { useAutosave } from "./use-autosave";

export function DashboardEditor({ id }: { id: string }) {
  const query = useDashboard(id);
  if (query.data) return <Editor key={query.data.id} dashboard={query.data} />;
  if (query.isPending) return <EditorSkeleton />;
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
  return (
    <>
      <BackLink />
      <Notice
        tone="danger"
        title={missing ? "This dashboard is not available" : "Could not load the dashboard"}
        action={
          missing ? undefined : (
            <Button size="sm" onClick={() => query.refetch()}>
              Retry
            </Button>
          )
        }
      >
        {missing ? "It may have been deleted, or it belongs to another organization." : errorMessage(query.error)}
      </Notice>
    </>
  );
}

/** What the editor owns: order, layout, title and type of each widget. The data comes from the server. */
type LocalWidget = { id: string; layout: WidgetLayout; title: string; type: ChartType };

function Editor({ dashboard }: { dashboard: Dashboard }) {
  const autosave = useAutosave(dashboard.id);
  const [title, setTitle] = useState(dashboard.title);
  const [local, setLocal] = useState<LocalWidget[]>(() =>
    dashboard.widgets.map((w) => ({ id: w.id, layout: w.layout, title: w.chart.title, type: w.chart.type })),
  );
  const [removing, setRemoving] = useState<EditorWidget | null>(null);

  // A refresh brings new data; the local layout, titles and types stay.
  const widgets = useMemo<EditorWidget[]>(() => {
    const charts = new Map(dashboard.widgets.map((w) => [w.id, w.chart]));
    return local.flatMap((w) => {
      const chart = charts.get(w.id);
      return chart ? [{ id: w.id, layout: w.layout, chart: { ...chart, title: w.title, type: w.type } }] : [];
    });
  }, [dashboard.widgets, local]);

  function change(nextLocal: LocalWidget[], nextTitle = title) {
    setLocal(nextLocal);
    setTitle(nextTitle);
    const known = new Set(dashboard.widgets.map((w) => w.id));
    autosave.schedule({
      title: nextTitle,
      widgets: nextLocal.filter((w) => known.has(w.id)).map((w) => ({ id: w.id, layout: w.layout, chart: { title: w.title, type: w.type } })),
    });
  }

  const edit = (id: string, patch: Partial<LocalWidget>) => change(local.map((w) => (w.id === id ? { ...w, ...patch } : w)));

  return (
    <>
      <BackLink />
      <EditorToolbar dashboard={dashboard} title={title} onRename={(next) => change(local, next)} autosave={autosave} />
      {widgets.length === 0 ? (
        <EmptyState
          icon={DashboardIcon}
          title="This dashboard has no widgets"
          description="Its charts were removed. Create a new dashboard from a conversation with charts."
        />
      ) : (
        <DashboardGrid
          widgets={widgets}
          onLayout={(layouts) => change(local.map((w) => (layouts[w.id] ? { ...w, layout: layouts[w.id] } : w)))}
          onRename={(id, next) => edit(id, { title: next })}
          onRetype={(id, type) => edit(id, { type })}
          onRemove={(id) => setRemoving(widgets.find((w) => w.id === id) ?? null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          change(local.filter((w) => w.id !== removing?.id));
          setRemoving(null);
        }}
        title="Remove widget?"
        description={
          <p>
            “{removing?.chart.title}” will be removed from this dashboard and from its public page. The conversation it came from keeps its
            chart.
          </p>
        }
        confirmLabel="Remove widget"
      />
    </>
  );
}

function BackLink() {
  return (
    <Link href="/dashboards" className="mb-3 inline-flex items-center gap-1.5 rounded-md text-xs font-medium text-muted-foreground hover:text-foreground">
      <ArrowLeftIcon className="size-3.5" />
      Dashboards
    </Link>
  );
}

function EditorSkeleton() {
  return (
    <div role="status" aria-label="Loading the dashboard" className="space-y-4">
      <Skeleton className="h-3 w-24" />
      <Skeleton className="h-7 w-72" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-64 rounded-lg" />
        <Skeleton className="h-64 rounded-lg" />
      </div>
    </div>
  );
}
