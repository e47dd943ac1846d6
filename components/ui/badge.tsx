import type { ReactNode } from "react";
import { cn } from "./cn";

type Tone = "neutral" | "accent" | "success" | "warning" | "danger";

const tones: Record<Tone, string> = {
  neutral: "bg-muted text-muted-foreground ring-border",
  accent: "bg-accent-soft text-accent-soft-foreground ring-accent/20",
  success: "bg-success-soft text-success-soft-foreground ring-success-soft-foreground/20",
  warning: "bg-warning-soft text-warning-soft-foreground ring-warning-soft-foreground/20",
  danger: "bg-danger-soft text-danger-soft-foreground ring-danger-soft-foreground/20",
};

export function Badge({ tone = "neutral", className, children }: { tone?: Tone; className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex h-5 items-center gap-1 rounded-full px-2 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
