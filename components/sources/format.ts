import { formatCount } from "@/components/format/dates";
import type { SyncStats } from "@/lib/api-client/sources";

export { formatRelative } from "@/components/ui/relative-time";

/** "12 s", "3 min 4 s", "1 h 2 min". */
export function formatDuration(fromIso: string, toIso: string | null, now: number): string {
  const total = Math.max(0, Math.round(((toIso ? Date.parse(toIso) : now) - Date.parse(fromIso)) / 1000));
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes} min ${total % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

const STAT_LABELS: Array<[keyof SyncStats, string]> = [
  ["inserted", "added"],
  ["updated", "updated"],
  ["deleted", "deleted"],
  ["unchanged", "unchanged"],
  ["failed", "failed"],
];

/** "3 added, 1 updated, 2 failed" (zeros left out), or "no changes". */
export function formatStats(stats: SyncStats | null | undefined): string {
  if (!stats) return "no changes";
  const parts = STAT_LABELS.filter(([key]) => (stats[key] ?? 0) > 0).map(([key, label]) => `${formatCount(stats[key])} ${label}`);
  return parts.join(", ") || "no changes";
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
