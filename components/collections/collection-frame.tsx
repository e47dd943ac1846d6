"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState } from "@/components/ui/empty-state";
import { ArrowLeftIcon, DatabaseIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { TabLinks } from "@/components/ui/tabs";
import { useCollection } from "@/lib/api-client/collections";
import { ApiError, errorMessage } from "@/lib/api-client/fetcher";

/** The header and tab bar of one collection; the tabs are the nested routes. */
export function CollectionFrame({ id, children }: { id: string; children: ReactNode }) {
  const pathname = usePathname();
  const query = useCollection(id);
  const base = `/collections/${id}`;
  const tabs = [
    { href: base, label: "Search" },
    { href: `${base}/documents`, label: "Documents" },
    { href: `${base}/sources`, label: "Sources" },
    { href: `${base}/settings`, label: "Settings" },
  ].map((tab) => ({ ...tab, selected: tab.href === base ? pathname === base : pathname.startsWith(tab.href) }));

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <EmptyState
        icon={DatabaseIcon}
        title="Collection not found"
        description={
          <>
            There is no collection <code className="font-mono text-xs">{id}</code> in your organization.
          </>
        }
        action={
          <Link href="/collections" className="text-sm font-medium text-accent hover:underline">
            Back to collections
          </Link>
        }
      />
    );
  }

  return (
    <div>
      <Link href="/collections" className="mb-3 inline-flex items-center gap-1.5 text-xs text-muted-foreground hover:text-foreground">
        <ArrowLeftIcon className="size-3.5" />
        Collections
      </Link>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {query.data ? (
            <h1 className="truncate text-lg font-semibold tracking-tight">{query.data.name}</h1>
          ) : (
            <Skeleton className="my-1 h-5 w-48" />
          )}
          <div className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground">
            <span>ID</span>
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">{id}</code>
            <CopyButton value={id} label="Copy collection ID" size="icon" variant="ghost" />
          </div>
        </div>
      </div>
      {query.isError && (
        <Notice
          tone="danger"
          className="mb-4"
          title="Could not load the collection"
          action={
            <Button size="sm" onClick={() => query.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(query.error)}
        </Notice>
      )}
      <div className="mb-5 border-b border-border">
        <TabLinks label="Collection sections" tabs={tabs} panelId="collection-panel" />
      </div>
      <div id="collection-panel" role="tabpanel" aria-label={tabs.find((t) => t.selected)?.label}>
        {children}
      </div>
    </div>
  );
}
