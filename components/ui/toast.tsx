"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { cn } from "./cn";
import { CheckIcon, XIcon } from "./icons";

type Toast = { id: number; message: string };
type Notify = (message: string) => void;

const ToastContext = createContext<Notify>(() => {});

/** Short confirmations ("Key revoked") in a polite live region at the bottom of the screen. */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const notify = useCallback<Notify>(
    (message) => {
      const id = next.current++;
      setToasts((all) => [...all.slice(-2), { id, message }]);
      setTimeout(() => dismiss(id), 4000);
    },
    [dismiss],
  );
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div role="status" aria-live="polite" className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={cn(
              "pointer-events-auto flex items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2.5 text-sm shadow-lg",
            )}
          >
            <CheckIcon className="size-4 shrink-0 text-success-soft-foreground" />
            <span className="flex-1">{toast.message}</span>
            <button
              type="button"
              aria-label="Dismiss"
              onClick={() => dismiss(toast.id)}
              className="inline-flex size-6 items-center justify-center rounded text-muted-foreground hover:bg-muted"
            >
              <XIcon className="size-3.5" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): Notify {
  return useContext(ToastContext);
}
