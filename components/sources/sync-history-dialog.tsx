"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client/fetcher";
import { RUNNING_SYNC, useCancelSync, useSyncs, type SourceConnection } from "@/lib/api-client/sources";
import { formatDuration, formatStats } from "./format";
import { RelativeTime, useNow } from "@/components/ui/relative-time";
import { SyncStatusBadge } from "./status-badges";
import { SyncProgress } from "./sync-progress";

/** The connection's syncs, newest first, with a Cancel button on a running one. */
export function SyncHistoryDialog({ connection, onClose }: { connection: SourceConnection; onClose: () => void }) {
  const syncs = useSyncs(connection.id);
  const cancel = useCancelSync();
  const now = useNow(1000);

  return (
    <Dialog open onClose={onClose} size="lg" title="Sync history" description={connection.name}>
      {cancel.error && (
        <Notice tone="danger" className="mb-3">
          {errorMessage(cancel.error)}
        </Notice>
      )}
      {syncs.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading syncs">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : syncs.isError ? (
        <Notice tone="danger" title="Could not load the syncs">
          {errorMessage(syncs.error)}
        </Notice>
      ) : syncs.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">This connection has not synced yet.</p>
      ) : (
        <div className="max-h-[60vh] overflow-y-auto">
          <Table label="Syncs">
            <THead>
              <tr>
                <TH>Started</TH>
                <TH>Status</TH>
                <TH>Duration</TH>
                <TH>Result</TH>
                <TH className="w-10">
                  <span className="sr-only">Actions</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {syncs.data.map((sync) => {
                const running = RUNNING_SYNC.includes(sync.status);
                return (
                  <TR key={sync.syncId}>
                    <TD className="text-xs">
                      <RelativeTime value={sync.startedAt} />
                      <span className="block text-muted-foreground">{sync.full ? "Full" : "Incremental"}</span>
                    </TD>
                    <TD>
                      <SyncStatusBadge status={sync.status} />
                    </TD>
                    <TD className="text-xs whitespace-nowrap tabular-nums">{formatDuration(sync.startedAt, sync.finishedAt, now)}</TD>
                    <TD className="py-2 text-xs">
                      {running ? (
                        <SyncProgress sync={sync} className="min-w-40" />
                      ) : (
                        <>
                          <span>{formatStats(sync.stats)}</span>
                          {sync.error && <span className="mt-0.5 block break-words text-danger-soft-foreground">{sync.error}</span>}
                        </>
                      )}
                    </TD>
                    <TD className="text-right">
                      {running && (
                        <Button
                          size="sm"
                          loading={cancel.isPending && cancel.variables?.syncId === sync.syncId}
                          onClick={() => cancel.mutate({ id: connection.id, collectionId: connection.collectionId, syncId: sync.syncId })}
                        >
                          Cancel
                        </Button>
                      )}
                    </TD>
                  </TR>
                );
              })}
            </TBody>
          </Table>
        </div>
      )}
    </Dialog>
  );
}
