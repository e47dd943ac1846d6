"use client";

import Link from "next/link";
import { useState } from "react";
import { DateText, formatCount } from "@/components/format/dates";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { DatabaseIcon, PlusIcon, TrashIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { TableSkeleton } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { useCollections, type Collection } from "@/lib/api-client/collections";
import { errorMessage } from "@/lib/api-client/fetcher";
import { CreateCollectionDialog } from "./create-collection-dialog";
import { DeleteCollectionDialog } from "./delete-collection-dialog";

export function CollectionsView() {
  const query = useCollections();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Collection | null>(null);
  const collections = query.data?.pages.flatMap((page) => page.collections) ?? [];

  const newButton = (
    <Button variant="primary" onClick={() => setCreating(true)}>
      <PlusIcon />
      New collection
    </Button>
  );

  return (
    <>
      <PageHeader title="Collections" description="Searchable sets of documents. Each has its own API and MCP endpoint." actions={newButton} />
      {query.data ? (
        collections.length === 0 ? (
          <EmptyState
            icon={DatabaseIcon}
            title="No collections yet"
            description="Create a collection, then add documents through the API or connect a source."
            action={
              <Button variant="primary" onClick={() => setCreating(true)}>
                <PlusIcon />
                Create a collection
              </Button>
            }
          />
        ) : (
          <>
            <CollectionsTable collections={collections} onDelete={setDeleting} />
            {query.hasNextPage && !query.isError && (
              <div className="mt-3 flex justify-center">
                <Button onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
                  Load more
                </Button>
              </div>
            )}
          </>
        )
      ) : query.isPending ? (
        <TableSkeleton label="Loading collections" rows={4} columns={["w-40", "w-32", "ml-auto w-10", "w-10", "w-20"]} />
      ) : null}
      {query.isError && (
        <Notice
          tone="danger"
          className={query.data ? "mt-3" : undefined}
          title="Could not load collections"
          action={
            <Button size="sm" onClick={() => query.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(query.error)}
        </Notice>
      )}
      <CreateCollectionDialog open={creating} onClose={() => setCreating(false)} />
      <DeleteCollectionDialog collection={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function CollectionsTable({ collections, onDelete }: { collections: Collection[]; onDelete: (collection: Collection) => void }) {
  return (
    <Table label="Collections">
      <THead>
        <tr>
          <TH>Name</TH>
          <TH>ID</TH>
          <TH className="text-right">Documents</TH>
          <TH className="text-right">Chunks</TH>
          <TH>Created</TH>
          <TH className="w-10">
            <span className="sr-only">Actions</span>
          </TH>
        </tr>
      </THead>
      <TBody>
        {collections.map((collection) => (
          <TR key={collection.id}>
            <TD className="font-medium">
              <Link href={`/collections/${collection.id}`} className="hover:underline">
                {collection.name}
              </Link>
            </TD>
            <TD className="font-mono text-xs text-muted-foreground">{collection.id}</TD>
            <TD className="text-right tabular-nums">{formatCount(collection.documentCount)}</TD>
            <TD className="text-right tabular-nums">{formatCount(collection.chunkCount)}</TD>
            <TD className="text-muted-foreground">
              <DateText value={collection.createdAt} />
            </TD>
            <TD className="text-right">
              <Button variant="ghost" size="icon" aria-label={`Delete ${collection.name}`} title="Delete" onClick={() => onDelete(collection)}>
                <TrashIcon />
              </Button>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
