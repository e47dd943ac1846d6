import type { Metadata } from "next";
import { CollectionSettings } from "@/components/collections/collection-settings";

export const metadata: Metadata = { title: "Collection settings" };

export default async function CollectionSettingsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CollectionSettings collectionId={id} />;
}
