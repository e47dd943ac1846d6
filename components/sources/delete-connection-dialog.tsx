"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client/fetcher";
import { useDeleteConnection, type SourceConnection } from "@/lib/api-client/sources";
import { plural } from "./format";

/** Deletes a connection; its indexed documents stay unless the box is ticked. */
export function DeleteConnectionDialog({ connection, onClose }: { connection: SourceConnection; onClose: () => void }) {
  const toast = useToast();
  const remove = useDeleteConnection();
  const [deleteData, setDeleteData] = useState(false);
  return (
    <ConfirmDialog
      open
      onCancel={onClose}
      title="Delete connection?"
      confirmLabel="Delete connection"
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
      onConfirm={() =>
        remove.mutate(
          { id: connection.id, collectionId: connection.collectionId, deleteData },
          {
            onSuccess: ({ documentsDeleted }) => {
              toast(`Connection “${connection.name}” deleted${documentsDeleted ? ` with ${plural(documentsDeleted, "document")}` : ""}`);
              onClose();
            },
          },
        )
      }
      description={
        <>
          <p>
            <strong className="font-semibold text-foreground">{connection.name}</strong> stops syncing and its stored credentials
            and uploaded files are removed.
          </p>
          <label className="flex items-start gap-2 text-foreground">
            <input
              type="checkbox"
              checked={deleteData}
              onChange={(e) => setDeleteData(e.target.checked)}
              disabled={remove.isPending}
              className="mt-0.5 size-4 shrink-0 accent-danger"
            />
            <span>
              Also delete indexed documents
              <span className="block text-xs text-muted-foreground">
                {plural(connection.documentCount, "document")} from this connection. Otherwise they stay searchable.
              </span>
            </span>
          </label>
        </>
      }
    />
  );
}
