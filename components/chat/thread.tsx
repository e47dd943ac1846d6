"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { DashboardIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useConversation, usePostMessage } from "@/lib/api-client/conversations";
import { ApiError, errorMessage } from "@/lib/api-client/fetcher";
import { Composer } from "./composer";
import { CreateDashboardDialog } from "./create-dashboard-dialog";
import { MessageBubble } from "./message-bubble";

const EXAMPLES = ["documents per month", "count by team", "top 5 authors", "average readingMinutes by team"];

/** One conversation: its messages, the question box, and the way to a dashboard of its charts. */
export function Thread({ conversationId }: { conversationId: string }) {
  const query = useConversation(conversationId);
  const send = usePostMessage();
  const [draft, setDraft] = useState("");
  const [creating, setCreating] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);

  const conversation = query.data;
  const messages = conversation?.messages ?? [];
  const chartCount = messages.reduce((n, m) => n + m.charts.length, 0);
  const asking = send.isPending ? send.variables.content : null;

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [messages.length, asking]);

  function ask(content: string) {
    const text = content.trim();
    if (!text || send.isPending) return;
    setDraft("");
    send.mutate(
      { conversationId, content: text },
      // The question is given back to the box, unless something new was typed meanwhile.
      { onError: () => setDraft((current) => current || content) },
    );
  }

  if (query.isPending) return <ThreadSkeleton />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
    return (
      <Notice tone="danger" title={missing ? "This conversation is not available" : "Could not load the conversation"} className="m-4">
        {missing ? "It may have been deleted, or it belongs to another organization. Pick another one on the left." : errorMessage(query.error)}
      </Notice>
    );
  }

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2.5">
        <div className="min-w-0">
          <h2 className="truncate text-sm font-semibold">{conversation!.title}</h2>
          <p className="truncate font-mono text-xs text-muted-foreground">{conversation!.collectionId}</p>
        </div>
        <Button
          size="sm"
          onClick={() => setCreating(true)}
          disabled={chartCount === 0}
          title={chartCount === 0 ? "Ask for a chart first: a dashboard is made of the conversation's charts." : undefined}
        >
          <DashboardIcon />
          Create dashboard from this conversation
        </Button>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4" aria-busy={send.isPending}>
        {messages.length === 0 && !asking ? (
          <Examples onPick={ask} />
        ) : (
          <div className="space-y-4">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
            {asking && (
              <>
                <MessageBubble message={{ id: "asking", role: "user", content: asking, citations: [], charts: [] }} />
                <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Spinner />
                  Thinking…
                </div>
              </>
            )}
          </div>
        )}
        <div ref={bottom} />
      </div>

      <div className="space-y-2 border-t border-border px-4 py-3">
        {send.isError && (
          <Notice
            tone="danger"
            title="The question was not answered"
            action={
              <Button size="sm" variant="ghost" onClick={() => send.reset()}>
                Dismiss
              </Button>
            }
          >
            {errorMessage(send.error)} Your text is still in the box.
          </Notice>
        )}
        <Composer value={draft} onChange={setDraft} onSend={() => ask(draft)} pending={send.isPending} />
      </div>

      <CreateDashboardDialog
        open={creating}
        onClose={() => setCreating(false)}
        conversationId={conversationId}
        defaultTitle={conversation!.title}
        chartCount={chartCount}
      />
    </div>
  );
}

function Examples({ onPick }: { onPick: (prompt: string) => void }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-10 text-center">
      <h3 className="text-sm font-semibold">Ask about this collection</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Questions get answers with numbered sources. Ask for counts, averages or trends over the documents’ metadata to get a chart.
      </p>
      <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label="Example questions">
        {EXAMPLES.map((example) => (
          <li key={example}>
            <Button size="sm" onClick={() => onPick(example)}>
              {example}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ThreadSkeleton() {
  return (
    <div className="space-y-4 p-4" role="status" aria-label="Loading the conversation">
      <Skeleton className="h-4 w-48" />
      <Skeleton className="ml-auto h-10 w-2/5 rounded-xl" />
      <Skeleton className="h-24 w-3/4 rounded-xl" />
    </div>
  );
}
