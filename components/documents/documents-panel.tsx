import { EmptyState } from "@/components/ui/empty-state";
import { FileTextIcon } from "@/components/ui/icons";

// Placeholder: replaced by the document browser once the documents UI lands.
export function DocumentsPanel({ collectionId }: { collectionId: string }) {
  return (
    <EmptyState
      icon={FileTextIcon}
      title="Document browsing arrives with the documents API"
      description={
        <>
          Until then, add documents with <code className="font-mono text-xs">POST /api/v1/collections/{collectionId}/documents</code>.
        </>
      }
    />
  );
}
