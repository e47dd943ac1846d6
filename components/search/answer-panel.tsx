import type { ReactNode } from "react";
import type { SearchResult } from "@/lib/api-client/search";

/**
 * The generated answer, with each [n] turned into a button that jumps to the result the answer
 * cites as n (citations[n - 1], by id; `onCite` gets that result's 1-based rank).
 */
export function AnswerPanel({
  answer,
  citations,
  results,
  onCite,
}: {
  answer: string;
  citations: string[];
  results: SearchResult[];
  onCite: (rank: number) => void;
}) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of answer.matchAll(/\[(\d+)\]/g)) {
    const n = Number(match[1]);
    const rank = results.findIndex((r) => r.id === citations[n - 1]) + 1;
    if (rank === 0) continue;
    if (match.index > last) nodes.push(answer.slice(last, match.index));
    const cited = results[rank - 1];
    nodes.push(
      <button
        key={match.index}
        type="button"
        aria-label={`Citation ${n}`}
        title={`Result ${rank}: ${typeof cited.metadata.title === "string" ? cited.metadata.title : cited.metadata.documentId}`}
        onClick={() => onCite(rank)}
        className="mx-0.5 inline-flex h-4.5 min-w-4.5 -translate-y-px items-center justify-center rounded bg-accent px-1 align-middle text-[0.6875rem] leading-none font-semibold text-accent-foreground tabular-nums hover:bg-accent-hover"
      >
        {n}
      </button>,
    );
    last = match.index + match[0].length;
  }
  if (last < answer.length) nodes.push(answer.slice(last));

  return (
    <section aria-labelledby="search-answer-heading" className="rounded-lg border border-accent/25 bg-accent-soft/50 p-4">
      <h2 id="search-answer-heading" className="text-xs font-semibold tracking-wide text-accent-soft-foreground uppercase">
        Answer
      </h2>
      <p className="mt-2 text-sm leading-relaxed break-words">{nodes}</p>
    </section>
  );
}
