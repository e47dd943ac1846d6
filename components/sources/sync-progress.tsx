import { formatCount } from "@/components/format/dates";
import { cn } from "@/components/ui/cn";
import type { Sync } from "@/lib/api-client/sources";
import { formatStats } from "./format";

/**
 * The progress of a running sync: a bar filled to processed/total, or an indeterminate (pulsing)
 * bar while the source has not said how many items the run will visit.
 */
export function SyncProgress({ sync, label = "Sync progress", className }: { sync: Sync | null; label?: string; className?: string }) {
  const processed = sync?.progress.processed ?? 0;
  const total = sync?.progress.total ?? null;
  const known = total !== null && total > 0;
  const percent = known ? Math.min(100, Math.round((processed / total) * 100)) : null;
  const text = known
    ? `${formatCount(processed)} of ${formatCount(total)} items`
    : processed > 0
      ? `${formatCount(processed)} items processed`
      : sync?.status === "started"
        ? "Queued…"
        : "Starting…";
  return (
    <div className={cn("space-y-1.5", className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={known ? 0 : undefined}
        aria-valuemax={known ? total : undefined}
        aria-valuenow={known ? processed : undefined}
        aria-valuetext={text}
        className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
      >
        {percent !== null ? (
          <div className="h-full rounded-full bg-accent transition-[width] duration-500" style={{ width: `${Math.max(percent, 2)}%` }} />
        ) : (
          <div className="h-full w-full animate-pulse rounded-full bg-accent/60 motion-reduce:animate-none" />
        )}
      </div>
      <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
        <span className="tabular-nums">
          {text}
          {percent !== null && ` (${percent}%)`}
        </span>
        {sync && processed > 0 && <span>{formatStats(sync.stats)}</span>}
      </p>
    </div>
  );
}
