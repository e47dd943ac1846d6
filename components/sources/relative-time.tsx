"use client";

import { useEffect, useState } from "react";
import { formatRelative } from "./format";

/** The current time, refreshed every `everyMs` so relative times stay right. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const exact = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });

/** "5 minutes ago", with the exact instant on hover. Render only on the client. */
export function RelativeTime({ value }: { value: string }) {
  const now = useNow();
  return (
    <time dateTime={value} title={exact.format(new Date(value))} className="whitespace-nowrap">
      {formatRelative(value, now)}
    </time>
  );
}
