"use client";

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { cn } from "./cn";
import { XIcon } from "./icons";
import { useIsClient } from "./use-is-client";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const openDialogs: HTMLElement[] = [];

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
}

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** While true (e.g. a request is in flight) Esc and outside clicks do not close it. */
  busy?: boolean;
  /** False for dialogs whose content would be lost by a stray click outside. */
  closeOnBackdrop?: boolean;
};

/**
 * A modal dialog: focus moves in (to the first `[data-autofocus]` or focusable element), Tab is
 * trapped, Esc and the backdrop close it, the rest of the page is inert, and focus returns to
 * the element that opened it.
 */
export function Dialog(props: DialogProps) {
  const isClient = useIsClient();
  if (!props.open || !isClient) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({ onClose, title, description, children, size = "md", busy, closeOnBackdrop = true }: DialogProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const busyRef = useRef(busy);
  useEffect(() => {
    closeRef.current = onClose;
    busyRef.current = busy;
  });

  useEffect(() => {
    const root = rootRef.current!;
    const panel = panelRef.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = panel.querySelector<HTMLElement>("[data-autofocus]") ?? focusables(panel).find((el) => !el.dataset.dialogClose) ?? panel;
    target.focus();

    const madeInert = Array.from(document.body.children).filter(
      (el): el is HTMLElement => el !== root && el instanceof HTMLElement && !el.inert,
    );
    madeInert.forEach((el) => (el.inert = true));
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    // On the document, not the panel: focus may have fallen to <body> (e.g. a submit button was disabled).
    openDialogs.push(panel);
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || openDialogs[openDialogs.length - 1] !== panel || busyRef.current) return;
      event.preventDefault();
      closeRef.current();
    };
    document.addEventListener("keydown", onEscape);

    return () => {
      document.removeEventListener("keydown", onEscape);
      openDialogs.splice(openDialogs.indexOf(panel), 1);
      madeInert.forEach((el) => (el.inert = false));
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Tab") return;
    const items = focusables(panelRef.current!);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div ref={rootRef} className="fixed inset-0 z-50 overflow-y-auto" onKeyDown={onKeyDown}>
      <div
        className="fixed inset-0 bg-overlay backdrop-blur-[1px]"
        aria-hidden="true"
        onMouseDown={() => closeOnBackdrop && !busyRef.current && closeRef.current()}
      />
      <div className="pointer-events-none relative flex min-h-full items-start justify-center p-4 sm:items-center">
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={description ? `${id}-description` : undefined}
          tabIndex={-1}
          className={cn(
            "pointer-events-auto relative w-full rounded-xl border border-border bg-surface shadow-2xl outline-none",
            size === "sm" && "max-w-sm",
            size === "md" && "max-w-md",
            size === "lg" && "max-w-xl",
          )}
        >
          <div className="border-b border-border px-5 py-4 pr-12">
            <h2 id={`${id}-title`} className="text-base font-semibold">
              {title}
            </h2>
            {description && (
              <div id={`${id}-description`} className="mt-1 text-sm text-muted-foreground">
                {description}
              </div>
            )}
          </div>
          <button
            type="button"
            data-dialog-close="true"
            aria-label="Close"
            disabled={busy}
            onClick={() => closeRef.current()}
            className="absolute top-3.5 right-3.5 inline-flex size-7 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground disabled:opacity-50"
          >
            <XIcon className="size-4" />
          </button>
          <div className="px-5 py-4">{children}</div>
        </div>
      </div>
    </div>
  );
}

/** The row of actions at the bottom of a dialog; put it inside the form so Enter submits. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="-mx-5 mt-5 -mb-4 flex justify-end gap-2 rounded-b-xl border-t border-border bg-subtle px-5 py-3">{children}</div>;
}
