"use client";

import { useId, useState } from "react";
import { DateText } from "@/components/format/dates";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import type { SearchResult } from "@/lib/api-client/search";
import { highlight, snippet } from "./highlight";
import { safeHref } from "./safe-href";

const SHOWN_ELSEWHERE = new Set(["documentId", "chunkIndex", "title", "url", "author", "source", "created_at", "updated_at"]);
const MAX_CUSTOM_FIELDS = 8;

const asText = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

function formatMetadata(value: unknown): string {
  const text = Array.isArray(value) ? value.map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v))).join(", ") : typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

export function ResultItem({ result, rank, terms, highlighted }: { result: SearchResult; rank: number; terms: string[]; highlighted: boolean }) {
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const meta = result.metadata;
  const title = asText(meta.title) ?? meta.documentId;
  const href = safeHref(meta.url);
  const updated = asText(meta.updated_at);
  const created = asText(meta.created_at);
  const source = asText(meta.source);
  const author = asText(meta.author);
  const passage = snippet(result.content, terms);
  const custom = Object.entries(meta).filter(([key, value]) => !SHOWN_ELSEWHERE.has(key) && value !== null && value !== "").slice(0, MAX_CUSTOM_FIELDS);

  return (
    <li>
      <article
        id={`result-${rank}`}
        tabIndex={-1}
        aria-labelledby={titleId}
        data-highlighted={highlighted ? "true" : undefined}
        className={cn(
          "scroll-mt-24 rounded-lg border bg-surface p-4 shadow-xs transition-[box-shadow,border-color,background-color] duration-300 outline-none",
          highlighted ? "border-accent bg-accent-soft/40 ring-2 ring-accent/30" : "border-border",
        )}
      >
        <div className="flex items-start gap-3">
          <span aria-hidden="true" className="mt-px inline-flex size-6 shrink-0 items-center justify-center rounded-md bg-muted text-xs font-semibold text-muted-foreground tabular-nums">
            {rank}
          </span>
          <div className="min-w-0 flex-1 space-y-1.5">
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <h3 id={titleId} className="min-w-0 text-sm font-semibold break-words">
                <span className="sr-only">Result {rank}: </span>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer" className="text-foreground hover:text-accent hover:underline">
                    {title}
                  </a>
                ) : (
                  title
                )}
              </h3>
              <Score value={result.score} />
            </div>
            <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1 text-xs text-muted-foreground">
              {source && <Badge>{source}</Badge>}
              {author && <span>{author}</span>}
              {updated && (
                <span>
                  Updated <DateText value={updated} />
                </span>
              )}
              {created && created !== updated && (
                <span>
                  Created <DateText value={created} />
                </span>
              )}
            </div>
            <p className={cn("text-sm leading-relaxed break-words text-foreground/90", expanded && "whitespace-pre-line")}>
              {highlight(expanded ? result.content : passage.text, terms)}
            </p>
            {custom.length > 0 && (
              <dl className="flex flex-wrap gap-1.5 pt-0.5">
                {custom.map(([key, value]) => (
                  <div key={key} className="inline-flex max-w-full gap-1 rounded bg-muted px-1.5 py-0.5 text-xs">
                    <dt className="font-mono text-muted-foreground">{key}:</dt>
                    <dd className="truncate">{formatMetadata(value)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {passage.truncated && (
              <button type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)} className="text-xs font-medium text-accent hover:underline">
                {expanded ? "Show less" : "Show full passage"}
              </button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}

function Score({ value }: { value: number }) {
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5" title="Relevance score (0–1)">
      <span aria-hidden="true" className="h-1.5 w-14 overflow-hidden rounded-full bg-muted">
        <span className="block h-full rounded-full bg-accent" style={{ width: `${Math.round(Math.min(1, Math.max(0, value)) * 100)}%` }} />
      </span>
      <span className="font-mono text-xs text-muted-foreground tabular-nums">
        <span className="sr-only">Score </span>
        {value.toFixed(2)}
      </span>
    </span>
  );
}
