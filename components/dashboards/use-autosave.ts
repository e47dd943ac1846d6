"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { usePatchDashboard, type DashboardPatch } from "@/lib/api-client/dashboards";

export type SaveStatus = "idle" | "pending" | "saving" | "saved" | "error";

const DELAY_MS = 500;

/**
 * Saves the editor's state a moment after the last change. Every patch carries the whole state
 * (title and the widgets to keep), so only the newest one needs sending; one request at a time.
 */
export function useAutosave(dashboardId: string) {
  const patch = usePatchDashboard();
  const [status, setStatus] = useState<SaveStatus>("idle");
  const queued = useRef<DashboardPatch | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);
  const mutate = useRef(patch.mutateAsync);
  useEffect(() => {
    mutate.current = patch.mutateAsync;
  });

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    for (;;) {
      if (running.current) {
        await running.current;
        continue;
      }
      const next = queued.current;
      if (!next) return;
      queued.current = null;
      setStatus("saving");
      let failed = false;
      running.current = mutate
        .current({ id: dashboardId, patch: next })
        .then(
          () => undefined,
          () => {
            queued.current ??= next;
            failed = true;
          },
        )
        .finally(() => {
          running.current = null;
        });
      await running.current;
      if (failed) return setStatus("error");
      if (!queued.current) return setStatus("saved");
    }
  }, [dashboardId]);

  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });

  const schedule = useCallback((next: DashboardPatch) => {
    queued.current = next;
    setStatus("pending");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flushRef.current(), DELAY_MS);
  }, []);

  /** Drops unsent changes (the dashboard is being deleted). */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    queued.current = null;
  }, []);

  // Leaving the editor: send what is pending rather than lose it, and warn before closing the tab.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (queued.current || running.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      if (queued.current) void flushRef.current();
    };
  }, []);

  return { status, schedule, flush: () => flushRef.current(), discard };
}
