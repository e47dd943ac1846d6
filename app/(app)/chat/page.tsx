import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { MessageIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Chat" };

export default function ChatPage() {
  return (
    <>
      <PageHeader title="Chat" description="Ask questions across your collections and get cited answers." />
      <EmptyState
        icon={MessageIcon}
        title="Chat with your collections is coming next"
        description="Conversations will answer from your indexed documents, cite their sources, and draw charts you can save to a dashboard."
      />
    </>
  );
}
