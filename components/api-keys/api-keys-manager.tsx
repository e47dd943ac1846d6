"use client";

import { useMemo, useState } from "react";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { KeyIcon, PlusIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { useApiKeys, useRevokeApiKey, type ApiKey, type CreatedApiKey } from "@/lib/api-client/api-keys";
import { useCollectionOptions } from "@/lib/api-client/collections";
import { errorMessage } from "@/lib/api-client/fetcher";
import { ApiKeysTable } from "./api-keys-table";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import { CreatedKeyDialog } from "./created-key-dialog";

/** The organization's API keys, or only those of `collectionId`, with create and revoke. */
export function ApiKeysManager({ collectionId, title = "API keys" }: { collectionId?: string; title?: string }) {
  const toast = useToast();
  const keys = useApiKeys(collectionId);
  // Names for the Collection column; inside one collection its id is enough.
  const collections = useCollectionOptions(!collectionId);
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const collectionNames = useMemo(() => new Map((collections.data ?? []).map((c) => [c.id, c.name])), [collections.data]);

  const closeRevoke = () => {
    revoke.reset();
    setRevoking(null);
  };

  return (
    <Section
      title={title}
      description={
        collectionId
          ? "Keys for this collection. A key is shown once, when it is created."
          : "Every key of your organization. A key is shown once, when it is created."
      }
      actions={
        <Button variant="primary" onClick={() => setCreating(true)}>
          <PlusIcon />
          Create API key
        </Button>
      }
    >
      {keys.isPending ? (
        <div className="space-y-2 rounded-lg border border-border bg-surface p-3" role="status" aria-label="Loading API keys">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-6 w-full" />
          ))}
        </div>
      ) : keys.isError ? (
        <Notice
          tone="danger"
          title="Could not load API keys"
          action={
            <Button size="sm" onClick={() => keys.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(keys.error)}
        </Notice>
      ) : keys.data.length === 0 ? (
        <EmptyState
          icon={KeyIcon}
          title="No API keys yet"
          description={collectionId ? "Create a key to call this collection's API or connect an MCP client." : "Create a key to call the API from your applications."}
        />
      ) : (
        <ApiKeysTable apiKeys={keys.data} collectionNames={collectionNames} onRevoke={setRevoking} />
      )}

      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} onCreated={setCreated} collectionId={collectionId} />
      <CreatedKeyDialog apiKey={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onCancel={closeRevoke}
        title="Revoke API key?"
        confirmLabel="Revoke key"
        pending={revoke.isPending}
        error={revoke.error ? errorMessage(revoke.error) : null}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast(`API key “${revoking.name}” revoked`);
              closeRevoke();
            },
          })
        }
        description={
          <>
            <p>
              <strong className="font-semibold text-foreground">{revoking?.name}</strong> (
              <code className="font-mono text-xs">{revoking?.prefix}…</code>) stops working immediately: requests with it get
              401 <code className="font-mono text-xs">key_revoked</code>.
            </p>
            <p>This cannot be undone.</p>
          </>
        }
      />
    </Section>
  );
}
