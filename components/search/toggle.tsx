import type { InputHTMLAttributes, ReactNode } from "react";

/** An on/off switch: a native checkbox with the switch role, so Space toggles it. */
export function Toggle({ label, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "role"> & { label: ReactNode }) {
  return (
    <label className="relative inline-flex cursor-pointer items-center gap-2 text-sm text-foreground select-none">
      {/* Transparent over the whole label, so a click anywhere lands on the control itself. */}
      <input type="checkbox" role="switch" className="peer absolute inset-0 m-0 size-full cursor-pointer opacity-0" {...rest} />
      <span
        aria-hidden="true"
        className="inline-flex h-4.5 w-8 shrink-0 items-center rounded-full bg-border-strong transition-colors peer-checked:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-checked:[&>span]:translate-x-3.5"
      >
        <span className="ml-0.5 size-3.5 rounded-full bg-white shadow-sm transition-transform" />
      </span>
      {label}
    </label>
  );
}
