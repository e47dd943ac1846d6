import type { Metadata } from "next";
import { Suspense } from "react";
import { ChatView } from "@/components/chat/chat-view";
import { PageHeader } from "@/components/layout/page-header";

export const metadata: Metadata = { title: "Chat" };

export default function ChatPage() {
  return (
    <>
      <PageHeader title="Chat" description="Ask questions across your collections, get cited answers and charts." />
      {/* The selected conversation is read from the URL on the client. */}
      <Suspense>
        <ChatView />
      </Suspense>
    </>
  );
}
