"use client";

import { useEffect, useState } from "react";
import { useIsClient } from "@/components/ui/use-is-client";

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });
const exact = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "just now", "3 minutes ago", "yesterday"… */
export function formatRelative(iso: string, now: number): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Math.abs(seconds) < 45) return "just now";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(Math.round(seconds / 60), "minute");
}

export const formatExact = (iso: string) => exact.format(new Date(iso));

/** The current time, refreshed every `everyMs` so relative times stay right. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * "5 minutes ago" with the exact instant on hover. The server and the first client render show the
 * ISO date (the visitor's locale and clock are only known in the browser), so hydration matches.
 */
export function RelativeTime({ value, fallback = "never" }: { value: string | null | undefined; fallback?: string }) {
  const isClient = useIsClient();
  const now = useNow();
  if (!value) return <span>{fallback}</span>;
  return (
    <time dateTime={value} title={isClient ? formatExact(value) : undefined} className="whitespace-nowrap">
      {isClient ? formatRelative(value, now) : value.slice(0, 10)}
    </time>
  );
}
