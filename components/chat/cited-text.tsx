import type { Citation } from "@/lib/api-client/conversations";
import { safeHref } from "./safe-href";

export const citationAnchor = (messageId: string, n: number) => `${messageId}-source-${n}`;

/** The answer's text with its `[n]` markers as superscript links to the numbered sources below it. */
export function CitedText({ messageId, content, citations }: { messageId: string; content: string; citations: Citation[] }) {
  const parts = content.split(/(\[\d{1,3}\])/g);
  return (
    <p className="whitespace-pre-wrap">
      {parts.map((part, i) => {
        const n = /^\[(\d{1,3})\]$/.exec(part)?.[1];
        const index = n ? Number(n) : 0;
        if (!index || index > citations.length) return part;
        return (
          <sup key={i} className="ml-0.5">
            <a
              href={`#${citationAnchor(messageId, index)}`}
              aria-label={`Source ${index}: ${citations[index - 1].title ?? "untitled"}`}
              className="rounded px-0.5 font-medium text-accent hover:underline"
            >
              [{index}]
            </a>
          </sup>
        );
      })}
    </p>
  );
}

/** The numbered sources of an answer: title (linked when the document has a web address) and address. */
export function CitationList({ messageId, citations }: { messageId: string; citations: Citation[] }) {
  return (
    <div className="mt-3 border-t border-border pt-2.5">
      <h3 className="text-xs font-medium text-muted-foreground">Sources</h3>
      <ol className="mt-1.5 space-y-1.5 text-xs">
        {citations.map((citation, i) => {
          const href = safeHref(citation.url);
          const title = citation.title || citation.url || "Untitled document";
          return (
            <li key={citation.id} id={citationAnchor(messageId, i + 1)} className="flex scroll-mt-24 gap-2 rounded target:bg-accent-soft">
              <span className="w-5 shrink-0 text-right font-medium text-muted-foreground tabular-nums">{i + 1}.</span>
              <span className="min-w-0" title={citation.snippet}>
                {href ? (
                  <a href={href} target="_blank" rel="noreferrer noopener" className="font-medium text-foreground hover:underline">
                    {title}
                  </a>
                ) : (
                  <span className="font-medium text-foreground">{title}</span>
                )}
                {href && <span className="block truncate text-muted-foreground">{citation.url}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
