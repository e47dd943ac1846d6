import type { Metadata } from "next";
import { DashboardEditor } from "@/components/dashboards/dashboard-editor";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <DashboardEditor id={id} />;
}
