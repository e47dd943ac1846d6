import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { DashboardIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Dashboards" };

export default function DashboardsPage() {
  return (
    <>
      <PageHeader title="Dashboards" description="Charts saved from conversations, shareable and refreshed on a schedule." />
      <EmptyState
        icon={DashboardIcon}
        title="Dashboards are coming next"
        description="Once chat lands, you will turn a conversation's charts into a dashboard, publish it, and set it to refresh."
      />
    </>
  );
}
