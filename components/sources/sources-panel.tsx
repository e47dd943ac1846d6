"use client";

import Link from "next/link";
import { useState } from "react";
import { Section } from "@/components/layout/section";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { DatabaseIcon, PlusIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client/fetcher";
import { useClearConnectionData, useConnections, useSourceDetails, type SourceConnection, type SourceDetail } from "@/lib/api-client/sources";
import { ConfigDialog } from "./config-dialog";
import { ConnectionCard, type ConnectionAction } from "./connection-card";
import { CredentialsDialog } from "./credentials-dialog";
import { DeleteConnectionDialog } from "./delete-connection-dialog";
import { plural } from "./format";
import { SyncHistoryDialog } from "./sync-history-dialog";
import { UploadFilesDialog } from "./upload-files-dialog";

type Open = { action: ConnectionAction; id: string };

/** The Sources tab: the collection's connections, live while they sync, with their actions. */
export function SourcesPanel({ collectionId }: { collectionId: string }) {
  const query = useConnections(collectionId);
  const sources = useSourceDetails((query.data ?? []).map((c) => c.sourceShortName));
  const [open, setOpen] = useState<Open | null>(null);
  const newHref = `/collections/${collectionId}/sources/new`;
  const connections = query.data ?? [];
  // The dialogs follow the polled list, so they show the connection's current state.
  const current = open ? connections.find((c) => c.id === open.id) : undefined;
  const close = () => setOpen(null);

  return (
    <Section
      title="Sources"
      description="Connections that sync documents into this collection."
      actions={
        connections.length > 0 && (
          <Link href={newHref} className={buttonClasses({ variant: "primary" })}>
            <PlusIcon />
            Connect a source
          </Link>
        )
      }
    >
      {query.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading connections">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="h-32 w-full rounded-lg" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <Notice
          tone="danger"
          title="Could not load the connections"
          action={
            <Button size="sm" onClick={() => query.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(query.error)}
        </Notice>
      ) : connections.length === 0 ? (
        <EmptyState
          icon={DatabaseIcon}
          title="No sources connected"
          description="Connect a database, website, feed or uploaded files; their content is synced into this collection and kept up to date."
          action={
            <Link href={newHref} className={buttonClasses({ variant: "primary" })}>
              <PlusIcon />
              Connect a source
            </Link>
          }
        />
      ) : (
        <ul aria-label="Source connections" className="space-y-3">
          {connections.map((connection) => (
            <li key={connection.id}>
              <ConnectionCard
                connection={connection}
                source={sources.get(connection.sourceShortName)}
                onAction={(action) => setOpen({ action, id: connection.id })}
              />
            </li>
          ))}
        </ul>
      )}

      {current && open && <ConnectionDialog action={open.action} connection={current} source={sources.get(current.sourceShortName)} onClose={close} />}
    </Section>
  );
}

function ConnectionDialog({
  action,
  connection,
  source,
  onClose,
}: {
  action: ConnectionAction;
  connection: SourceConnection;
  source: SourceDetail | undefined;
  onClose: () => void;
}) {
  switch (action) {
    case "credentials":
      return source ? <CredentialsDialog connection={connection} source={source} onClose={onClose} /> : null;
    case "config":
      return source ? <ConfigDialog connection={connection} source={source} onClose={onClose} /> : null;
    case "files":
      return <UploadFilesDialog connection={connection} onClose={onClose} />;
    case "history":
      return <SyncHistoryDialog connection={connection} onClose={onClose} />;
    case "clear":
      return <ClearDataDialog connection={connection} onClose={onClose} />;
    case "delete":
      return <DeleteConnectionDialog connection={connection} onClose={onClose} />;
  }
}

function ClearDataDialog({ connection, onClose }: { connection: SourceConnection; onClose: () => void }) {
  const toast = useToast();
  const clear = useClearConnectionData();
  return (
    <ConfirmDialog
      open
      onCancel={onClose}
      title="Clear indexed data?"
      confirmLabel="Clear data"
      pending={clear.isPending}
      error={clear.error ? errorMessage(clear.error) : null}
      onConfirm={() =>
        clear.mutate(
          { id: connection.id, collectionId: connection.collectionId },
          {
            onSuccess: ({ documentsDeleted }) => {
              toast(`${plural(documentsDeleted, "document")} removed from “${connection.name}”`);
              onClose();
            },
          },
        )
      }
      description={
        <>
          <p>
            Removes the {plural(connection.documentCount, "document")} that{" "}
            <strong className="font-semibold text-foreground">{connection.name}</strong> indexed. The connection stays, and its
            next sync is a full one that indexes everything again.
          </p>
        </>
      }
    />
  );
}
