import type { InputHTMLAttributes } from "react";
import { cn } from "./cn";

export const controlClasses =
  "h-8 w-full rounded-md border border-border-strong bg-surface px-2.5 text-sm text-foreground shadow-xs transition-colors " +
  "placeholder:text-muted-foreground/70 hover:border-muted-foreground/40 focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger";

export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(controlClasses, className)} {...rest} />;
}
