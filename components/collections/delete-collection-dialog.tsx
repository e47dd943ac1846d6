"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { useDeleteCollection, type Collection } from "@/lib/api-client/collections";
import { errorMessage } from "@/lib/api-client/fetcher";

/** Confirms and deletes `collection` (null = closed); `onDeleted` runs after the API agreed. */
export function DeleteCollectionDialog({
  collection,
  onClose,
  onDeleted,
}: {
  collection: Pick<Collection, "id" | "name"> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const toast = useToast();
  const remove = useDeleteCollection();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={collection !== null}
      onCancel={close}
      title="Delete collection?"
      confirmLabel="Delete collection"
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
      onConfirm={() =>
        collection &&
        remove.mutate(collection.id, {
          onSuccess: () => {
            toast(`Collection “${collection.name}” deleted`);
            close();
            onDeleted?.();
          },
        })
      }
      description={
        <>
          <p>
            This permanently deletes <strong className="font-semibold text-foreground">{collection?.name}</strong>{" "}
            (<code className="font-mono text-xs">{collection?.id}</code>) with its documents, source connections and
            collection-scoped API keys.
          </p>
          <p>This cannot be undone.</p>
        </>
      }
    />
  );
}
