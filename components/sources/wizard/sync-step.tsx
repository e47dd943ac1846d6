"use client";

import Link from "next/link";
import { Button, buttonClasses } from "@/components/ui/button";
import { SearchIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client/fetcher";
import { isSyncing, useConnection, useRunSync } from "@/lib/api-client/sources";
import { formatStats, plural } from "../format";
import { ConnectionStatusBadge } from "../status-badges";
import { SyncProgress } from "../sync-progress";

/** After creation: the first sync's live progress, then its outcome and where to go next. */
export function SyncStep({ connectionId, collectionId }: { connectionId: string; collectionId: string }) {
  const query = useConnection(connectionId);
  const run = useRunSync();
  const connection = query.data;
  const sourcesHref = `/collections/${collectionId}/sources`;
  const toSources = (
    <Link href={sourcesHref} className={buttonClasses()}>
      Go to sources
    </Link>
  );

  if (!connection) {
    return query.isError ? (
      <Notice tone="danger" title="Could not load the connection">
        {errorMessage(query.error)}
      </Notice>
    ) : (
      <Skeleton className="h-24 w-full max-w-2xl rounded-lg" />
    );
  }
  const last = connection.lastSync;
  const syncing = isSyncing(connection);
  return (
    <div className="max-w-2xl space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold">{connection.name}</h3>
        <ConnectionStatusBadge status={connection.status} />
      </div>
      {syncing ? (
        <>
          <SyncProgress sync={last} />
          <p className="text-sm text-muted-foreground">
            You can leave this page: the sync goes on in the background, and the Sources tab shows its progress.
          </p>
          {toSources}
        </>
      ) : last?.status === "completed" ? (
        <>
          <Notice tone="success" title="Sync completed">
            {formatStats(last.stats)}; {plural(connection.documentCount, "document")} from this source are searchable now.
          </Notice>
          <div className="flex flex-wrap gap-2">
            <Link href={`/collections/${collectionId}`} className={buttonClasses({ variant: "primary" })} data-autofocus>
              <SearchIcon />
              Search this collection
            </Link>
            {toSources}
          </div>
        </>
      ) : (
        <>
          <Notice tone={last?.status === "cancelled" ? "warning" : "danger"} title={last?.status === "cancelled" ? "Sync cancelled" : "The sync failed"}>
            {last?.error ?? "The first sync did not complete."}
          </Notice>
          {run.error && <Notice tone="danger">{errorMessage(run.error)}</Notice>}
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" loading={run.isPending} onClick={() => run.mutate({ id: connectionId, collectionId })}>
              Retry sync
            </Button>
            {toSources}
          </div>
        </>
      )}
    </div>
  );
}
