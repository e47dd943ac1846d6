import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import type { ConnectionStatus, SyncStatus } from "@/lib/api-client/sources";

type Tone = "neutral" | "accent" | "success" | "warning" | "danger";

const CONNECTION: Record<ConnectionStatus, { tone: Tone; label: string }> = {
  pending: { tone: "neutral", label: "Pending" },
  syncing: { tone: "accent", label: "Syncing" },
  active: { tone: "success", label: "Active" },
  error: { tone: "danger", label: "Error" },
};

const SYNC: Record<SyncStatus, { tone: Tone; label: string }> = {
  started: { tone: "accent", label: "Started" },
  running: { tone: "accent", label: "Running" },
  completed: { tone: "success", label: "Completed" },
  failed: { tone: "danger", label: "Failed" },
  cancelled: { tone: "warning", label: "Cancelled" },
};

export function ConnectionStatusBadge({ status }: { status: ConnectionStatus }) {
  const { tone, label } = CONNECTION[status] ?? { tone: "neutral", label: status };
  return (
    <Badge tone={tone}>
      {status === "syncing" && <Spinner className="size-3" />}
      {label}
    </Badge>
  );
}

export function SyncStatusBadge({ status }: { status: SyncStatus }) {
  const { tone, label } = SYNC[status] ?? { tone: "neutral", label: status };
  return (
    <Badge tone={tone}>
      {(status === "started" || status === "running") && <Spinner className="size-3" />}
      {label}
    </Badge>
  );
}
