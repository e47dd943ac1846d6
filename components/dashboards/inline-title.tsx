"use client";

import { useState, type KeyboardEvent } from "react";
import { cn } from "@/components/ui/cn";

/**
 * A title that is edited in place: it looks like text until focused. Enter or leaving the field
 * commits, Esc goes back to the saved title, and an empty title is not accepted.
 */
export function InlineTitle({
  value,
  onCommit,
  label,
  className,
}: {
  value: string;
  onCommit: (title: string) => void;
  label: string;
  className?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    const title = draft?.trim();
    setDraft(null);
    if (title && title !== value) onCommit(title);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      event.currentTarget.blur();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
      requestAnimationFrame(() => (event.target as HTMLInputElement).blur());
    }
  }

  return (
    <input
      aria-label={label}
      value={draft ?? value}
      maxLength={200}
      onChange={(e) => setDraft(e.target.value)}
      onFocus={() => setDraft(value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      className={cn(
        "rounded-md border border-transparent bg-transparent px-1.5 text-foreground transition-colors",
        "hover:border-border focus-visible:border-accent focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40",
        className,
      )}
    />
  );
}
