import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/** A titled block of a settings-style page. */
export function Section({
  title,
  description,
  actions,
  children,
  className,
  headingLevel = 2,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className={cn("space-y-3", className)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <Heading className="text-sm font-semibold">{title}</Heading>
          {description && <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** Label/value rows in a bordered card. */
export function DetailList({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="divide-y divide-border rounded-lg border border-border bg-surface">
      {items.map((item) => (
        <div key={item.label} className="grid grid-cols-1 gap-1 px-4 py-2.5 sm:grid-cols-[12rem_1fr] sm:items-center sm:gap-4">
          <dt className="text-xs font-medium text-muted-foreground">{item.label}</dt>
          <dd className="min-w-0 text-sm">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
