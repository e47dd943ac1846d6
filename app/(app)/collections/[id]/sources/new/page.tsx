import type { Metadata } from "next";
import { ConnectWizard } from "@/components/sources/wizard/connect-wizard";

export const metadata: Metadata = { title: "Connect a source" };

export default async function ConnectSourcePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ConnectWizard collectionId={id} />;
}
