"use client";

import { useState } from "react";
import { DateText, formatCount } from "@/components/format/dates";
import { Section } from "@/components/layout/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FileTextIcon, PlusIcon, TrashIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { TableSkeleton } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { useCollection } from "@/lib/api-client/collections";
import { useDeleteDocument, useDocuments, type DocumentSummary } from "@/lib/api-client/documents";
import { errorMessage } from "@/lib/api-client/fetcher";
import { AddDocumentDialog } from "./add-document-dialog";
import { DocumentViewer } from "./document-viewer";

const label = (doc: DocumentSummary) => doc.title || doc.id;

// The source's own update time (metadata.updated_at) when it gave one; `updatedAt` is when Quarry last indexed it.
const sourceUpdated = (doc: DocumentSummary) => (typeof doc.metadata.updated_at === "string" ? doc.metadata.updated_at : doc.updatedAt);

/** The Documents tab: counts, the documents page by page, viewing, adding and deleting. */
export function DocumentsPanel({ collectionId }: { collectionId: string }) {
  const collection = useCollection(collectionId);
  const query = useDocuments(collectionId);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<DocumentSummary | null>(null);
  const [deleting, setDeleting] = useState<DocumentSummary | null>(null);
  const documents = query.data?.pages.flatMap((page) => page.documents) ?? [];
  const counts = collection.data;

  const addButton = (
    <Button variant="primary" onClick={() => setAdding(true)}>
      <PlusIcon />
      Add document
    </Button>
  );

  return (
    <>
      <Section
        title="Documents"
        description={
          counts ? (
            <span>
              <span className="font-medium text-foreground tabular-nums">{formatCount(counts.documentCount)}</span>{" "}
              {counts.documentCount === 1 ? "document" : "documents"} ·{" "}
              <span className="font-medium text-foreground tabular-nums">{formatCount(counts.chunkCount)}</span>{" "}
              {counts.chunkCount === 1 ? "chunk" : "chunks"} indexed
            </span>
          ) : (
            <span aria-hidden="true" className="inline-block h-3.5 w-40 animate-pulse rounded bg-muted align-middle" />
          )
        }
        actions={addButton}
      >
        {query.data ? (
          documents.length === 0 ? (
            <EmptyState
              icon={FileTextIcon}
              title="No documents yet"
              description={
                <>
                  Add one here, upload text or Markdown files, or send them to{" "}
                  <code className="font-mono text-xs">POST /api/v1/collections/{collectionId}/documents</code>.
                </>
              }
              action={
                <Button variant="primary" onClick={() => setAdding(true)}>
                  <PlusIcon />
                  Add a document
                </Button>
              }
            />
          ) : (
            <>
              <DocumentsTable documents={documents} onView={setViewing} onDelete={setDeleting} />
              {query.hasNextPage && !query.isError && (
                <div className="flex justify-center">
                  <Button onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
                    Load more
                  </Button>
                </div>
              )}
            </>
          )
        ) : query.isPending ? (
          <TableSkeleton label="Loading documents" rows={5} columns={["w-56", "w-32", "w-12", "w-20", "ml-auto w-8"]} />
        ) : null}
        {query.isError && (
          <Notice
            tone="danger"
            title="Could not load documents"
            action={
              <Button size="sm" onClick={() => query.refetch()}>
                Retry
              </Button>
            }
          >
            {errorMessage(query.error)}
          </Notice>
        )}
      </Section>
      <AddDocumentDialog collectionId={collectionId} open={adding} onClose={() => setAdding(false)} />
      <DocumentViewer collectionId={collectionId} document={viewing} onClose={() => setViewing(null)} />
      <DeleteDocumentDialog collectionId={collectionId} document={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function DocumentsTable({
  documents,
  onView,
  onDelete,
}: {
  documents: DocumentSummary[];
  onView: (doc: DocumentSummary) => void;
  onDelete: (doc: DocumentSummary) => void;
}) {
  return (
    <Table label="Documents">
      <THead>
        <tr>
          <TH>Title</TH>
          <TH>ID</TH>
          <TH>Source</TH>
          <TH>Updated</TH>
          <TH className="text-right">Chunks</TH>
          <TH className="w-20">
            <span className="sr-only">Actions</span>
          </TH>
        </tr>
      </THead>
      <TBody>
        {documents.map((doc) => (
          <TR key={doc.id}>
            <TD className="max-w-80 font-medium">
              <button type="button" onClick={() => onView(doc)} className="block max-w-full truncate text-left hover:underline" title={label(doc)}>
                {doc.title || <span className="text-muted-foreground italic">Untitled</span>}
              </button>
            </TD>
            <TD className="max-w-56 truncate font-mono text-xs text-muted-foreground" title={doc.id}>
              {doc.id}
            </TD>
            <TD>{typeof doc.metadata.source === "string" ? <Badge>{doc.metadata.source}</Badge> : "—"}</TD>
            <TD className="text-muted-foreground">
              <DateText value={sourceUpdated(doc)} />
            </TD>
            <TD className="text-right tabular-nums">{formatCount(doc.chunkCount)}</TD>
            <TD className="text-right whitespace-nowrap">
              <Button variant="ghost" size="icon" aria-label={`View ${label(doc)}`} title="View text" onClick={() => onView(doc)}>
                <FileTextIcon />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Delete ${label(doc)}`} title="Delete" onClick={() => onDelete(doc)}>
                <TrashIcon />
              </Button>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

function DeleteDocumentDialog({ collectionId, document, onClose }: { collectionId: string; document: DocumentSummary | null; onClose: () => void }) {
  const toast = useToast();
  const remove = useDeleteDocument(collectionId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={document !== null}
      onCancel={close}
      title="Delete document?"
      confirmLabel="Delete document"
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
      onConfirm={() =>
        document &&
        remove.mutate(document.id, {
          onSuccess: () => {
            toast(`Document “${label(document)}” deleted`);
            close();
          },
        })
      }
      description={
        <>
          <p>
            This removes <strong className="font-semibold text-foreground">{document ? label(document) : ""}</strong> (
            <code className="font-mono text-xs break-all">{document?.id}</code>) and its chunks from the index.
          </p>
          <p>A connected source may add it again on its next sync.</p>
        </>
      }
    />
  );
}
