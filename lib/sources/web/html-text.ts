import { parseHTML } from "linkedom";

// HTML -> plain text shared by the web, rss and files connectors: block elements become line
// breaks, list items "- " lines, table cells " | "-separated; scripts, styles and the like vanish.

const SKIP = new Set(["head", "script", "style", "noscript", "template", "svg", "iframe", "object", "canvas", "math"]);
const BLOCK = new Set([
  "address", "article", "aside", "blockquote", "body", "caption", "dd", "details", "dialog", "div", "dl", "dt",
  "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup",
  "hr", "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table", "tbody", "thead", "tfoot", "tr", "ul",
]);
const LINE = new Set(["li", "tr", "dt", "dd"]);
// Placeholders while walking; a run of breaks becomes one blank line if any of them is a paragraph break.
const LINE_BREAK = "\u0001";
const PARAGRAPH_BREAK = "\u0002";

export function nodeToText(root: Node): string {
  const out: string[] = [];
  const walk = (node: Node, pre: boolean) => {
    if (node.nodeType === 3) {
      out.push(pre ? (node.textContent ?? "") : (node.textContent ?? "").replace(/\s+/g, " "));
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    const tag = node.nodeType === 1 ? (node as Element).localName.toLowerCase() : "";
    if (SKIP.has(tag)) return;
    if (tag === "br") return void out.push(LINE_BREAK);
    const gap = LINE.has(tag) ? LINE_BREAK : BLOCK.has(tag) ? PARAGRAPH_BREAK : "";
    out.push(gap);
    if (tag === "li") out.push("- ");
    if ((tag === "td" || tag === "th") && (node as Element).previousElementSibling) out.push(" | ");
    for (const child of Array.from(node.childNodes)) walk(child, pre || tag === "pre");
    out.push(gap);
  };
  walk(root, false);
  return out
    .join("")
    .replace(/[\s\u0001\u0002]*[\u0001\u0002][\s\u0001\u0002]*/g, (run) => (run.includes(PARAGRAPH_BREAK) ? "\n\n" : "\n"))
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function parseDocument(html: string): Document {
  return parseHTML(html).document;
}

/** Text of an HTML fragment, e.g. a feed entry's content. */
export function htmlFragmentToText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  return nodeToText(parseDocument(`<!doctype html><html><body>${html}</body></html>`).body);
}

/** Title and full body text of a whole HTML document, e.g. an uploaded file. */
export function htmlDocumentToText(html: string): { title: string; text: string } {
  const document = parseDocument(html);
  const title = document.title?.trim() || document.querySelector("h1")?.textContent?.trim() || "";
  return { title, text: document.body ? nodeToText(document.body) : "" };
}
