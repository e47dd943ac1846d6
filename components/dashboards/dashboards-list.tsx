"use client";

import Link from "next/link";
import { RelativeTime } from "@/components/ui/relative-time";
import { DateText, formatCount } from "@/components/format/dates";
import { PageHeader } from "@/components/layout/page-header";
import { Button, buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { DashboardIcon, MessageIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { TableSkeleton } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { useDashboards, type DashboardSummary } from "@/lib/api-client/dashboards";
import { errorMessage } from "@/lib/api-client/fetcher";
import { VisibilityBadge } from "./visibility-badge";

export function DashboardsList() {
  const query = useDashboards();
  const dashboards = query.data?.pages.flatMap((page) => page.dashboards) ?? [];
  const chatLink = (
    <Link href="/chat" className={buttonClasses({ variant: "primary" })}>
      <MessageIcon />
      Go to Chat
    </Link>
  );

  return (
    <>
      <PageHeader
        title="Dashboards"
        description="Charts saved from conversations, shareable and refreshed on a schedule."
        actions={dashboards.length > 0 ? chatLink : undefined}
      />
      {query.data ? (
        dashboards.length === 0 ? (
          <EmptyState
            icon={DashboardIcon}
            title="No dashboards yet"
            description="Ask for charts in a conversation (“documents per month”, “count by team”), then choose “Create dashboard from this conversation”."
            action={chatLink}
          />
        ) : (
          <>
            <DashboardsTable dashboards={dashboards} />
            {query.hasNextPage && !query.isError && (
              <div className="mt-3 flex justify-center">
                <Button onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
                  Load more
                </Button>
              </div>
            )}
          </>
        )
      ) : query.isPending ? (
        <TableSkeleton label="Loading dashboards" rows={3} columns={["w-48", "w-16", "ml-auto w-8", "w-24", "w-20"]} />
      ) : null}
      {query.isError && (
        <Notice
          tone="danger"
          className={query.data ? "mt-3" : undefined}
          title="Could not load dashboards"
          action={
            <Button size="sm" onClick={() => query.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(query.error)}
        </Notice>
      )}
    </>
  );
}

function DashboardsTable({ dashboards }: { dashboards: DashboardSummary[] }) {
  return (
    <Table label="Dashboards">
      <THead>
        <tr>
          <TH>Title</TH>
          <TH>Visibility</TH>
          <TH className="text-right">Widgets</TH>
          <TH>Last refreshed</TH>
          <TH>Created</TH>
        </tr>
      </THead>
      <TBody>
        {dashboards.map((dashboard) => (
          <TR key={dashboard.id}>
            <TD className="font-medium">
              <Link href={`/dashboards/${dashboard.id}`} className="hover:underline">
                {dashboard.title}
              </Link>
            </TD>
            <TD>
              <VisibilityBadge isPublic={dashboard.isPublic} passwordProtected={dashboard.passwordProtected} />
            </TD>
            <TD className="text-right tabular-nums">{formatCount(dashboard.widgetCount)}</TD>
            <TD className="text-muted-foreground">
              <RelativeTime value={dashboard.lastRefreshedAt} />
            </TD>
            <TD className="text-muted-foreground">
              <DateText value={dashboard.createdAt} />
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
