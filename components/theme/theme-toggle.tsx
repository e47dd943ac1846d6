"use client";

import { MoonIcon, SunIcon } from "@/components/ui/icons";
import { cn } from "@/components/ui/cn";
import { currentTheme, storeTheme } from "./theme-watcher";

// Both icons render and CSS picks one, so the server and client markup agree.
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <button
      type="button"
      aria-label="Toggle dark theme"
      title="Toggle dark theme"
      onClick={() => storeTheme(currentTheme() === "dark" ? "light" : "dark")}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground",
        className,
      )}
    >
      <MoonIcon className="size-4 dark:hidden" />
      <SunIcon className="hidden size-4 dark:block" />
    </button>
  );
}
