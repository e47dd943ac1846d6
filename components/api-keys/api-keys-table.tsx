"use client";

import Link from "next/link";
import { DateText } from "@/components/format/dates";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { apiKeyStatus, type ApiKey, type ApiKeyStatus } from "@/lib/api-client/api-keys";

const statusTone = { Active: "success", Revoked: "danger", Expired: "warning" } as const satisfies Record<ApiKeyStatus, string>;

export function ApiKeysTable({
  apiKeys,
  collectionNames,
  onRevoke,
}: {
  apiKeys: ApiKey[];
  collectionNames: Map<string, string>;
  onRevoke: (key: ApiKey) => void;
}) {
  return (
    <Table label="API keys">
      <THead>
        <tr>
          <TH>Name</TH>
          <TH>Prefix</TH>
          <TH>Scope</TH>
          <TH>Collection</TH>
          <TH>Created</TH>
          <TH>Last used</TH>
          <TH>Expires</TH>
          <TH>Status</TH>
          <TH className="w-20">
            <span className="sr-only">Actions</span>
          </TH>
        </tr>
      </THead>
      <TBody>
        {apiKeys.map((key) => {
          const status = apiKeyStatus(key);
          return (
            <TR key={key.id} className={status === "Active" ? undefined : "text-muted-foreground"}>
              <TD className="font-medium">{key.name}</TD>
              <TD>
                <code className="font-mono text-xs whitespace-nowrap">{key.prefix}…</code>
              </TD>
              <TD>
                <Badge>{key.scope}</Badge>
              </TD>
              <TD>
                {key.collectionId ? (
                  <Link href={`/collections/${key.collectionId}`} className="hover:underline">
                    {collectionNames.get(key.collectionId) ?? <code className="font-mono text-xs">{key.collectionId}</code>}
                  </Link>
                ) : (
                  <span className="text-muted-foreground">All</span>
                )}
              </TD>
              <TD className="text-muted-foreground">
                <DateText value={key.createdAt} />
              </TD>
              <TD className="text-muted-foreground">
                <DateText value={key.last_used_at} withTime fallback="Never" />
              </TD>
              <TD className="text-muted-foreground">
                <DateText value={key.expires_at} fallback="Never" />
              </TD>
              <TD>
                <Badge tone={statusTone[status]}>{status}</Badge>
              </TD>
              <TD className="text-right">
                {status !== "Revoked" && (
                  <Button variant="ghost" size="sm" aria-label={`Revoke ${key.name}`} onClick={() => onRevoke(key)}>
                    Revoke
                  </Button>
                )}
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
