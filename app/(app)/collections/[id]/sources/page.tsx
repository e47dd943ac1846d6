import type { Metadata } from "next";
import { SourcesPanel } from "@/components/sources/sources-panel";

export const metadata: Metadata = { title: "Sources" };

export default async function CollectionSourcesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <SourcesPanel collectionId={id} />;
}
