"use client";

import { useId } from "react";
import { formatCount } from "@/components/format/dates";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TrashIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { ApiError, errorMessage } from "@/lib/api-client/fetcher";
import { isSyncing, RUNNING_SYNC, useCancelSync, useRunSync, type SourceConnection, type SourceDetail } from "@/lib/api-client/sources";
import { formatStats } from "./format";
import { RelativeTime } from "@/components/ui/relative-time";
import { ConnectionStatusBadge, SyncStatusBadge } from "./status-badges";
import { SyncProgress } from "./sync-progress";

export type ConnectionAction = "credentials" | "config" | "files" | "history" | "clear" | "delete";

/** One connection: status, last sync, live progress while it syncs, the last error, and its actions. */
export function ConnectionCard({
  connection,
  source,
  onAction,
}: {
  connection: SourceConnection;
  /** Undefined while the source's details load. */
  source: SourceDetail | undefined;
  onAction: (action: ConnectionAction) => void;
}) {
  const headingId = useId();
  const toast = useToast();
  const run = useRunSync();
  const cancel = useCancelSync();
  const target = { id: connection.id, collectionId: connection.collectionId };
  const syncing = isSyncing(connection);
  const last = connection.lastSync;
  const interval = Number(connection.config.syncIntervalMinutes);
  const actionError = run.error ?? cancel.error;

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-border bg-surface">
      <div className="flex flex-wrap items-start justify-between gap-3 px-4 pt-3.5">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-sm font-semibold">
            {connection.name}
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            <span>{source?.name ?? connection.sourceShortName}</span>
            {connection.personal && <Badge>Personal</Badge>}
          </p>
        </div>
        <ConnectionStatusBadge status={connection.status} />
      </div>

      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 px-4 py-3 text-sm sm:grid-cols-[auto_1fr_auto]">
        <div>
          <dt className="text-xs text-muted-foreground">Documents</dt>
          <dd className="font-medium tabular-nums">{formatCount(connection.documentCount)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Last sync</dt>
          <dd className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {last ? (
              <>
                <RelativeTime value={last.finishedAt ?? last.startedAt} />
                {!RUNNING_SYNC.includes(last.status) && <SyncStatusBadge status={last.status} />}
                {last.status !== "failed" && !RUNNING_SYNC.includes(last.status) && (
                  <span className="text-xs text-muted-foreground">{formatStats(last.stats)}</span>
                )}
              </>
            ) : (
              <span className="text-muted-foreground">Never</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Schedule</dt>
          <dd>{Number.isFinite(interval) && interval > 0 ? `Every ${formatCount(Math.max(5, interval))} min` : "On demand"}</dd>
        </div>
      </dl>

      {syncing && (
        <div className="flex items-center gap-3 px-4 pb-3">
          <SyncProgress sync={last} label={`Sync progress of ${connection.name}`} className="flex-1" />
          {last && (
            <Button size="sm" loading={cancel.isPending} onClick={() => cancel.mutate({ ...target, syncId: last.syncId })}>
              Cancel sync
            </Button>
          )}
        </div>
      )}
      {connection.status === "error" && last?.error && (
        <Notice tone="danger" title="The last sync failed" className="mx-4 mb-3">
          <span className="break-words">{last.error}</span>
        </Notice>
      )}
      {actionError && (
        <Notice tone={actionError instanceof ApiError && actionError.code === "sync_in_progress" ? "warning" : "danger"} className="mx-4 mb-3">
          {errorMessage(actionError)}
        </Notice>
      )}

      <div className="flex flex-wrap items-center gap-1.5 rounded-b-lg border-t border-border bg-subtle px-4 py-2">
        <Button
          size="sm"
          variant="primary"
          loading={run.isPending}
          disabled={syncing}
          onClick={() => {
            cancel.reset();
            run.mutate(target, { onSuccess: () => toast(`Sync of “${connection.name}” started`) });
          }}
        >
          Run now
        </Button>
        <Button size="sm" onClick={() => onAction("history")}>
          Sync history
        </Button>
        {connection.sourceShortName === "files" && (
          <Button size="sm" onClick={() => onAction("files")}>
            Upload files
          </Button>
        )}
        {source && source.authFields.length > 0 && (
          <Button size="sm" onClick={() => onAction("credentials")}>
            Edit credentials
          </Button>
        )}
        {source && source.configFields.length > 0 && (
          <Button size="sm" onClick={() => onAction("config")}>
            Edit config
          </Button>
        )}
        <span className="ml-auto flex gap-1.5">
          <Button size="sm" variant="ghost" onClick={() => onAction("clear")}>
            Clear data
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onAction("delete")} aria-label={`Delete ${connection.name}`}>
            <TrashIcon />
            Delete
          </Button>
        </span>
      </div>
    </article>
  );
}
