import { EmptyState } from "@/components/ui/empty-state";
import { SearchIcon } from "@/components/ui/icons";

// Placeholder: replaced by the search UI once the search API lands.
export function SearchPanel({ collectionId }: { collectionId: string }) {
  return (
    <EmptyState
      icon={SearchIcon}
      title="Search arrives with the search API"
      description={
        <>
          Semantic, keyword and hybrid search over <code className="font-mono text-xs">{collectionId}</code> will appear here.
        </>
      }
    />
  );
}
