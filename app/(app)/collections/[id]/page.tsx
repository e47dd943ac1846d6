import type { Metadata } from "next";
import { SearchPanel } from "@/components/search/search-panel";

export const metadata: Metadata = { title: "Search" };

export default async function CollectionSearchPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <SearchPanel collectionId={id} />;
}
