import { Readability } from "@mozilla/readability";
import { nodeToText, parseDocument } from "./html-text";
import { normalizeUrl } from "./url-rules";

export type ExtractedPage = {
  title: string;
  text: string;
  description?: string;
  language?: string;
  links: string[];
  noindex: boolean;
  nofollow: boolean;
};

/**
 * Main text of a crawled page via Readability, falling back to the body without navigation when
 * Readability finds no article. Links and robots meta are read first, as Readability mutates the DOM.
 */
export function extractPage(html: string, pageUrl: string): ExtractedPage {
  const document = parseDocument(html);
  const meta = (name: string) =>
    Array.from(document.querySelectorAll("meta[name]"))
      .filter((m) => m.getAttribute("name")?.toLowerCase() === name)
      .map((m) => m.getAttribute("content") ?? "")
      .join(",");
  const robots = `${meta("robots")},${meta("quarrybot")}`.toLowerCase();
  const base = normalizeUrl(document.querySelector("base[href]")?.getAttribute("href") ?? "", pageUrl) ?? pageUrl;
  const links = new Set<string>();
  for (const a of Array.from(document.querySelectorAll("a[href], area[href]"))) {
    if (/\bnofollow\b/i.test(a.getAttribute("rel") ?? "")) continue;
    const url = normalizeUrl(a.getAttribute("href") ?? "", base);
    if (url) links.add(url);
  }
  const documentTitle = document.title?.trim() ?? "";
  const description = meta("description") || undefined;
  const language = document.documentElement?.getAttribute("lang") || undefined;

  const fallbackBody = document.body?.cloneNode(true) as HTMLElement | undefined;
  const article = new Readability<Node>(document, { serializer: (node) => node }).parse();
  let text = article?.content ? nodeToText(article.content) : "";
  if (!text && fallbackBody) {
    for (const el of Array.from(fallbackBody.querySelectorAll("nav, header, footer, aside, form"))) el.remove();
    text = nodeToText(fallbackBody);
  }
  return {
    title: article?.title?.trim() || documentTitle || document.querySelector("h1")?.textContent?.trim() || "",
    text,
    description,
    language,
    links: [...links],
    noindex: /\b(noindex|none)\b/.test(robots),
    nofollow: /\b(nofollow|none)\b/.test(robots),
  };
}
