"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { MessageIcon, PlusIcon } from "@/components/ui/icons";
import { ConversationList } from "./conversation-list";
import { NewConversationDialog } from "./new-conversation-dialog";
import { Thread } from "./thread";

/** Conversations on the left, the selected one (`?c=<id>`) on the right. */
export function ChatView() {
  const selectedId = useSearchParams().get("c");
  const [creating, setCreating] = useState(false);

  const newButton = (label: string) => (
    <Button variant="primary" onClick={() => setCreating(true)}>
      <PlusIcon />
      {label}
    </Button>
  );

  return (
    <div className="grid gap-4 lg:h-[calc(100dvh-10.5rem)] lg:min-h-[32rem] lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="flex max-h-72 min-h-0 flex-col rounded-lg border border-border bg-surface lg:max-h-none">
        <div className="border-b border-border p-2">{newButton("New conversation")}</div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ConversationList selectedId={selectedId} />
        </div>
      </aside>
      <section aria-label="Conversation" className="flex min-h-[28rem] flex-col rounded-lg border border-border bg-surface lg:min-h-0">
        {selectedId ? (
          <Thread key={selectedId} conversationId={selectedId} />
        ) : (
          <EmptyState
            icon={MessageIcon}
            className="m-4 flex-1 justify-center"
            title="Pick a conversation or start a new one"
            description="Ask questions across a collection and get cited answers, or ask for charts and turn them into a dashboard."
            action={newButton("Start a conversation")}
          />
        )}
      </section>
      <NewConversationDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
