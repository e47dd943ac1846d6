import { cn } from "./cn";

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded bg-muted", className)} />;
}

/** A table's loading state: a header band and `rows` rows of bars, one per column width. */
export function TableSkeleton({ label, rows, columns }: { label: string; rows: number; columns: string[] }) {
  return (
    <div className="rounded-lg border border-border bg-surface" role="status" aria-label={label}>
      <div className="h-8 border-b border-border bg-subtle" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex h-10 items-center gap-6 border-b border-border px-3 last:border-b-0">
          {columns.map((width, j) => (
            <Skeleton key={j} className={cn("h-3.5", width)} />
          ))}
        </div>
      ))}
    </div>
  );
}
