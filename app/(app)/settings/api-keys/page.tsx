import type { Metadata } from "next";
import { ApiKeysManager } from "@/components/api-keys/api-keys-manager";
import { PageHeader } from "@/components/layout/page-header";

export const metadata: Metadata = { title: "API keys" };

export default function ApiKeysPage() {
  return (
    <>
      <PageHeader title="API keys" description="Authenticate the REST API and MCP endpoints. Scope each key as narrowly as you can." />
      <ApiKeysManager title="All keys" />
    </>
  );
}
