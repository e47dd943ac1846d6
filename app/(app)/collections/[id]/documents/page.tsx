import type { Metadata } from "next";
import { DocumentsPanel } from "@/components/documents/documents-panel";

export const metadata: Metadata = { title: "Documents" };

export default async function CollectionDocumentsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <DocumentsPanel collectionId={id} />;
}
