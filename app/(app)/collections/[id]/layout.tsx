import type { ReactNode } from "react";
import { CollectionFrame } from "@/components/collections/collection-frame";

export default async function CollectionLayout({ params, children }: { params: Promise<{ id: string }>; children: ReactNode }) {
  const { id } = await params;
  return <CollectionFrame id={id}>{children}</CollectionFrame>;
}
