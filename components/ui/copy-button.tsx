"use client";

import { useEffect, useState } from "react";
import { Button } from "./button";
import { CheckIcon, CopyIcon } from "./icons";

type State = "idle" | "copied" | "manual";

/**
 * Copies `value` with the Clipboard API. Where that is unavailable (plain HTTP, denied
 * permission) it selects the text of `fallbackTargetId` so the user can press Ctrl+C.
 */
export function CopyButton({
  value,
  fallbackTargetId,
  label = "Copy",
  size = "md",
  variant = "secondary",
}: {
  value: string;
  fallbackTargetId?: string;
  label?: string;
  size?: "sm" | "md" | "icon";
  variant?: "secondary" | "ghost" | "primary";
}) {
  const [state, setState] = useState<State>("idle");
  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      const target = fallbackTargetId ? document.getElementById(fallbackTargetId) : null;
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
        target.focus();
        target.select();
      } else if (target) {
        const range = document.createRange();
        range.selectNodeContents(target);
        window.getSelection()?.removeAllRanges();
        window.getSelection()?.addRange(range);
      }
      setState("manual");
    }
  }

  const text = state === "copied" ? "Copied" : label;
  return (
    <>
      <Button size={size} variant={variant} onClick={copy} aria-label={size === "icon" ? label : undefined} title={size === "icon" ? label : undefined}>
        {state === "copied" ? <CheckIcon /> : <CopyIcon />}
        {size !== "icon" && text}
      </Button>
      <span className="sr-only" aria-live="polite">
        {state === "copied" ? "Copied to the clipboard" : state === "manual" ? "Copying is blocked here: the text is selected, press Ctrl+C or Cmd+C." : ""}
      </span>
      {state === "manual" && size !== "icon" && (
        <span className="text-xs text-muted-foreground" aria-hidden="true">
          Selected: press Ctrl+C / ⌘C
        </span>
      )}
    </>
  );
}
