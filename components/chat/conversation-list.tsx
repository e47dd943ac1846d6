"use client";

import Link from "next/link";
import { RelativeTime } from "@/components/ui/relative-time";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { useConversations } from "@/lib/api-client/conversations";
import { errorMessage } from "@/lib/api-client/fetcher";

export function ConversationList({ selectedId }: { selectedId: string | null }) {
  const query = useConversations();
  const conversations = query.data?.pages.flatMap((page) => page.conversations) ?? [];

  if (query.isPending) {
    return (
      <div className="space-y-2 p-2" role="status" aria-label="Loading conversations">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Notice
        tone="danger"
        className="m-2"
        action={
          <Button size="sm" onClick={() => query.refetch()}>
            Retry
          </Button>
        }
      >
        {errorMessage(query.error)}
      </Notice>
    );
  }
  if (conversations.length === 0) {
    return <p className="px-3 py-4 text-sm text-muted-foreground">No conversations yet.</p>;
  }
  return (
    <nav aria-label="Conversations" className="p-2">
      <ul className="space-y-0.5">
        {conversations.map((conversation) => {
          const selected = conversation.id === selectedId;
          return (
            <li key={conversation.id}>
              <Link
                href={`/chat?c=${encodeURIComponent(conversation.id)}`}
                aria-current={selected ? "page" : undefined}
                className={cn(
                  "block rounded-md px-2.5 py-2 transition-colors",
                  selected ? "bg-muted text-foreground" : "text-muted-foreground hover:bg-muted/60 hover:text-foreground",
                )}
              >
                <span className="block truncate text-sm font-medium">{conversation.title}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  <RelativeTime value={conversation.updatedAt} />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage && (
        <Button size="sm" variant="ghost" className="mt-1 w-full" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </nav>
  );
}
