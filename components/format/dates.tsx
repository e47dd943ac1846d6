"use client";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A date in the visitor's locale, with the exact instant on hover. Render only on the client. */
export function DateText({ value, withTime, fallback = "—" }: { value: string | null | undefined; withTime?: boolean; fallback?: string }) {
  if (!value) return <span className="text-muted-foreground">{fallback}</span>;
  const date = new Date(value);
  return (
    <time dateTime={value} title={dateTimeFormat.format(date)} className="whitespace-nowrap">
      {(withTime ? dateTimeFormat : dateFormat).format(date)}
    </time>
  );
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat().format(value);
}
