"use client";

import Link from "next/link";
import { useRef, type KeyboardEvent } from "react";
import { cn } from "./cn";

export type TabLink = { href: string; label: string; selected: boolean };

/**
 * Tabs whose panels are routes: each tab is a link (Enter follows it), arrow keys, Home and End
 * move between tabs, and the selected one carries `aria-selected` and `aria-current`.
 */
export function TabLinks({ label, tabs, panelId }: { label: string; tabs: TabLink[]; panelId?: string }) {
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('[role="tab"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    items[(moves[event.key] + items.length) % items.length].focus();
  }

  return (
    <div ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown} className="-mb-px flex gap-4 overflow-x-auto">
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          role="tab"
          aria-selected={tab.selected}
          aria-current={tab.selected ? "page" : undefined}
          aria-controls={tab.selected ? panelId : undefined}
          tabIndex={tab.selected ? 0 : -1}
          className={cn(
            "inline-flex h-9 items-center border-b-2 px-0.5 text-sm font-medium whitespace-nowrap transition-colors",
            tab.selected ? "border-accent text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </div>
  );
}
