"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { RelativeTime } from "@/components/ui/relative-time";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CheckIcon, TrashIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { useCloneDashboard, useDeleteDashboard, useRefreshDashboard, type Dashboard, type RefreshResult } from "@/lib/api-client/dashboards";
import { ApiError, errorMessage } from "@/lib/api-client/fetcher";
import { ClockIcon, CloneIcon, GlobeIcon, RefreshIcon } from "@/components/ui/icons";
import { InlineTitle } from "./inline-title";
import { PublishDialog } from "./publish-dialog";
import { intervalLabel, RefreshSettingsDialog } from "./refresh-settings-dialog";
import type { useAutosave } from "./use-autosave";
import { VisibilityBadge } from "./visibility-badge";

type Autosave = ReturnType<typeof useAutosave>;
type Open = "publish" | "refresh-settings" | "delete" | null;

export function EditorToolbar({
  dashboard,
  title,
  onRename,
  autosave,
}: {
  dashboard: Dashboard;
  title: string;
  onRename: (title: string) => void;
  autosave: Autosave;
}) {
  const router = useRouter();
  const toast = useToast();
  const refresh = useRefreshDashboard();
  const clone = useCloneDashboard();
  const remove = useDeleteDashboard();
  const [open, setOpen] = useState<Open>(null);
  const [refreshed, setRefreshed] = useState<RefreshResult | null>(null);

  function onRefresh() {
    setRefreshed(null);
    refresh.mutate(dashboard.id, {
      onSuccess: (result) => {
        setRefreshed(result);
        if (result.failed.length === 0) toast(`Refreshed ${result.refreshed} ${result.refreshed === 1 ? "chart" : "charts"}`);
      },
    });
  }

  async function onClone() {
    await autosave.flush();
    clone.mutate(dashboard.id, {
      onSuccess: (copy) => {
        toast(`Cloned as “${copy.title}”`);
        router.push(`/dashboards/${copy.id}`);
      },
    });
  }

  function onDelete() {
    autosave.discard();
    remove.mutate(dashboard.id, {
      onSuccess: () => {
        toast(`Dashboard “${title}” deleted`);
        router.push("/dashboards");
      },
    });
  }

  const conflict = refresh.error instanceof ApiError && refresh.error.code === "conflict";
  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="sr-only">{title}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <InlineTitle value={title} onCommit={onRename} label="Dashboard title" className="-ml-1.5 h-8 max-w-full min-w-48 text-lg font-semibold tracking-tight field-sizing-content" />
            <SaveState status={autosave.status} onRetry={() => void autosave.flush()} />
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <VisibilityBadge isPublic={dashboard.isPublic} passwordProtected={dashboard.passwordProtected} />
            <span>
              Last refreshed <RelativeTime value={dashboard.lastRefreshedAt} />
            </span>
            <span>Auto-refresh: {dashboard.refreshEnabled ? intervalLabel(dashboard.refreshInterval).toLowerCase() : "off"}</span>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={onRefresh} loading={refresh.isPending}>
            {!refresh.isPending && <RefreshIcon />}
            {refresh.isPending ? "Refreshing…" : "Refresh now"}
          </Button>
          <Button onClick={() => setOpen("refresh-settings")}>
            <ClockIcon />
            Refresh settings
          </Button>
          <Button variant={dashboard.isPublic ? "secondary" : "primary"} onClick={() => setOpen("publish")}>
            <GlobeIcon />
            {dashboard.isPublic ? "Share" : "Publish"}
          </Button>
          <Button onClick={onClone} loading={clone.isPending}>
            {!clone.isPending && <CloneIcon />}
            Clone
          </Button>
          <Button variant="ghost" size="icon" aria-label="Delete dashboard" title="Delete dashboard" onClick={() => setOpen("delete")}>
            <TrashIcon />
          </Button>
        </div>
      </div>

      {refresh.isError && (
        <Notice tone={conflict ? "info" : "danger"} title={conflict ? "A refresh is already running" : "The refresh failed"}>
          {conflict ? "This dashboard is being refreshed right now. Its charts update when it finishes." : errorMessage(refresh.error)}
        </Notice>
      )}
      {refreshed && refreshed.failed.length > 0 && (
        <Notice
          tone="warning"
          title={`${refreshed.failed.length} of ${refreshed.failed.length + refreshed.refreshed} charts could not be refreshed`}
          action={
            <Button size="sm" variant="ghost" onClick={() => setRefreshed(null)}>
              Dismiss
            </Button>
          }
        >
          <p>They keep their last data and are marked stale.</p>
          <ul className="mt-1 list-disc pl-4">
            {refreshed.failed.map((failure) => (
              <li key={failure.widgetId}>
                <span className="font-medium">{failure.title}</span>: {failure.error}
              </li>
            ))}
          </ul>
        </Notice>
      )}
      {clone.isError && <Notice tone="danger" title="Could not clone the dashboard">{errorMessage(clone.error)}</Notice>}

      <PublishDialog dashboard={dashboard} open={open === "publish"} onClose={() => setOpen(null)} beforePublish={autosave.flush} />
      <RefreshSettingsDialog dashboard={dashboard} open={open === "refresh-settings"} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={open === "delete"}
        onCancel={() => {
          remove.reset();
          setOpen(null);
        }}
        onConfirm={onDelete}
        pending={remove.isPending || remove.isSuccess}
        error={remove.isError ? errorMessage(remove.error) : null}
        title="Delete dashboard?"
        description={
          <p>
            “{title}” will be deleted{dashboard.isPublic ? " and its public link will stop working" : ""}. The conversation it was made from is
            kept.
          </p>
        }
        confirmLabel="Delete dashboard"
      />
    </div>
  );
}

function SaveState({ status, onRetry }: { status: Autosave["status"]; onRetry: () => void }) {
  return (
    <>
      <span role="status" className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        {(status === "pending" || status === "saving") && (
          <>
            <Spinner className="size-3" />
            Saving…
          </>
        )}
        {status === "saved" && (
          <>
            <CheckIcon className="size-3" />
            Saved
          </>
        )}
        {status === "error" && <span className="text-danger-soft-foreground">Changes not saved</span>}
      </span>
      {status === "error" && (
        <Button size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </>
  );
}
