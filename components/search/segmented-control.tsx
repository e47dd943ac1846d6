"use client";

import { useId } from "react";
import { cn } from "@/components/ui/cn";

// Native radios styled as a segmented control: arrow keys, focus and screen readers come free.
// (A general primitive; it lives here because this change may only touch the search and documents folders.)
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  size = "md",
}: {
  label: string;
  value: T;
  options: Array<{ value: T; label: string; hint?: string }>;
  onChange: (value: T) => void;
  size?: "sm" | "md";
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="inline-flex rounded-md border border-border-strong bg-subtle p-0.5 shadow-xs">
      {options.map((option) => (
        <label key={option.value} title={option.hint} className="relative">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="peer absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
          />
          <span
            className={cn(
              "inline-flex cursor-pointer items-center rounded-[5px] font-medium whitespace-nowrap text-muted-foreground transition-colors select-none",
              "peer-checked:bg-surface peer-checked:text-foreground peer-checked:shadow-sm peer-hover:text-foreground",
              "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-ring",
              size === "sm" ? "h-6 px-2 text-xs" : "h-7 px-3 text-sm",
            )}
          >
            {option.label}
          </span>
        </label>
      ))}
    </div>
  );
}
