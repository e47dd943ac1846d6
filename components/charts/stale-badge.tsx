"use client";

import { Badge } from "@/components/ui/badge";
import { useIsClient } from "@/components/ui/use-is-client";
import { formatExact } from "@/components/ui/relative-time";

/** Marks a chart whose last refresh failed: it still shows the data of its last successful run. */
export function StaleBadge({ reason, lastSuccessAt }: { reason?: string | null; lastSuccessAt?: string | null }) {
  const isClient = useIsClient();
  const when = lastSuccessAt ? (isClient ? formatExact(lastSuccessAt) : lastSuccessAt) : null;
  const explanation = [reason || "The last refresh of this chart failed.", when ? `Last success ${when}.` : null].filter(Boolean).join(" ");
  return (
    <span title={explanation} tabIndex={0} className="shrink-0 rounded-full">
      <Badge tone="warning">Stale</Badge>
      <span className="sr-only">: {explanation}</span>
    </span>
  );
}
