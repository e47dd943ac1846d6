"use client";

import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { ApiKeysManager } from "@/components/api-keys/api-keys-manager";
import { DateText, formatCount } from "@/components/format/dates";
import { DetailList, Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Skeleton } from "@/components/ui/skeleton";
import { useCollection } from "@/lib/api-client/collections";
import { DeleteCollectionDialog } from "./delete-collection-dialog";

const noSubscribe = () => () => {};

function useOrigin(): string {
  return useSyncExternalStore(noSubscribe, () => window.location.origin, () => "");
}

export function CollectionSettings({ collectionId }: { collectionId: string }) {
  const router = useRouter();
  const query = useCollection(collectionId);
  const origin = useOrigin();
  const [deleting, setDeleting] = useState(false);
  const collection = query.data;
  const mcpUrl = `${origin}/mcp/collections/${collectionId}`;
  const loading = <Skeleton className="h-4 w-24" />;

  return (
    <div className="space-y-8">
      <Section title="General">
        <DetailList
          items={[
            { label: "Name", value: collection ? collection.name : loading },
            { label: "ID", value: <code className="font-mono text-xs">{collectionId}</code> },
            {
              label: "Embedding model",
              value: collection ? <code className="font-mono text-xs">{collection.embeddingModel ?? "—"}</code> : loading,
            },
            { label: "Documents", value: collection ? <span className="tabular-nums">{formatCount(collection.documentCount)}</span> : loading },
            { label: "Chunks", value: collection ? <span className="tabular-nums">{formatCount(collection.chunkCount)}</span> : loading },
            { label: "Created", value: collection ? <DateText value={collection.createdAt} withTime /> : loading },
          ]}
        />
      </Section>

      <Section
        title="MCP endpoint"
        description={
          <>
            Point an MCP client (Streamable HTTP) at this URL with the header <code className="font-mono text-xs">Authorization: Bearer &lt;API key&gt;</code>.
          </>
        }
      >
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2">
          <code id="mcp-url" aria-label="MCP URL" className="min-w-0 flex-1 truncate font-mono text-xs">
            {origin ? mcpUrl : `/mcp/collections/${collectionId}`}
          </code>
          <CopyButton value={mcpUrl} fallbackTargetId="mcp-url" label="Copy MCP URL" size="sm" />
        </div>
      </Section>

      <ApiKeysManager collectionId={collectionId} />

      <Section title="Danger zone">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger-soft-foreground/30 bg-surface px-4 py-3">
          <div>
            <p className="text-sm font-medium">Delete this collection</p>
            <p className="text-sm text-muted-foreground">Removes its documents, source connections and collection-scoped API keys.</p>
          </div>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            Delete collection
          </Button>
        </div>
      </Section>
      <DeleteCollectionDialog
        collection={deleting ? { id: collectionId, name: collection?.name ?? collectionId } : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => router.push("/collections")}
      />
    </div>
  );
}
