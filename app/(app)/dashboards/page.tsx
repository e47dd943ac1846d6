import type { Metadata } from "next";
import { DashboardsList } from "@/components/dashboards/dashboards-list";

export const metadata: Metadata = { title: "Dashboards" };

export default function DashboardsPage() {
  return <DashboardsList />;
}
