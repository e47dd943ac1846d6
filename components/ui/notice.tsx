import type { ReactNode } from "react";
import { cn } from "./cn";
import { AlertIcon, InfoIcon } from "./icons";

type Tone = "info" | "warning" | "danger" | "success";

const tones: Record<Tone, string> = {
  info: "border-accent/25 bg-accent-soft text-accent-soft-foreground",
  warning: "border-warning-soft-foreground/25 bg-warning-soft text-warning-soft-foreground",
  danger: "border-danger-soft-foreground/25 bg-danger-soft text-danger-soft-foreground",
  success: "border-success-soft-foreground/25 bg-success-soft text-success-soft-foreground",
};

/** An inline message; errors are announced (`role="alert"`), the rest are plain text. */
export function Notice({
  tone = "info",
  title,
  children,
  action,
  className,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const Icon = tone === "info" || tone === "success" ? InfoIcon : AlertIcon;
  return (
    <div
      role={tone === "danger" ? "alert" : undefined}
      className={cn("flex items-start gap-2.5 rounded-md border px-3 py-2.5 text-sm", tones[tone], className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 space-y-0.5">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className={title ? "opacity-90" : undefined}>{children}</div>}
      </div>
      {action}
    </div>
  );
}
