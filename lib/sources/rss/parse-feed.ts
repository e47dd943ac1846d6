import { XMLParser } from "fast-xml-parser";
import { ConnectorError } from "@/lib/sources/types";
import { htmlFragmentToText } from "@/lib/sources/web/html-text";

export type FeedEntry = {
  id?: string;
  title?: string;
  link?: string;
  author?: string;
  published?: Date;
  updated?: Date;
  /** Entry body as plain text. */
  text: string;
  categories: string[];
};
export type Feed = { format: "rss" | "atom" | "rdf"; title?: string; entries: FeedEntry[] };

// Atom content may be inline XHTML, which a tree parse would reorder; those nodes stay raw.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  parseTagValue: false,
  stopNodes: ["feed.entry.content", "feed.entry.summary"],
  isArray: (name) => ["item", "entry", "link", "category", "author", "dc:creator"].includes(name),
});

type Node = Record<string, unknown>;

/** RSS 2.0, RSS 1.0 (RDF) or Atom 1.0; anything else is invalid_config. */
export function parseFeed(xml: string): Feed {
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (error) {
    throw new ConnectorError("invalid_config", `not a valid XML feed: ${(error as Error).message}`, { cause: error });
  }
  const rss = (doc.rss as Node | undefined)?.channel as Node | undefined;
  if (rss) return { format: "rss", title: text(rss.title), entries: (list(rss.item) as Node[]).map(rssItem) };
  const rdf = doc["rdf:RDF"] as Node | undefined;
  if (rdf) return { format: "rdf", title: text((rdf.channel as Node | undefined)?.title), entries: (list(rdf.item) as Node[]).map(rssItem) };
  const atom = doc.feed as Node | undefined;
  if (atom) return { format: "atom", title: text(atom.title), entries: (list(atom.entry) as Node[]).map(atomEntry) };
  throw new ConnectorError("invalid_config", "the document is neither an RSS nor an Atom feed");
}

function rssItem(item: Node): FeedEntry {
  const rawAuthor = text(list(item["dc:creator"])[0]) ?? text(list(item.author)[0]);
  const html = text(item["content:encoded"]) ?? text(item.description) ?? "";
  return {
    id: text(item.guid) ?? text(item["@_rdf:about"]),
    title: text(item.title),
    link: list(item.link).map(text).find(Boolean),
    // RSS <author> is "email (Name)"; the name is what people search for.
    author: rawAuthor?.match(/\(([^)]+)\)\s*$/)?.[1] ?? rawAuthor,
    published: date(item.pubDate ?? item["dc:date"]),
    text: htmlFragmentToText(html),
    categories: list(item.category).flatMap((c) => text(c) ?? []),
  };
}

function atomEntry(entry: Node): FeedEntry {
  const links = list(entry.link) as Node[];
  const alternate = links.find((l) => !l["@_rel"] || l["@_rel"] === "alternate") ?? links[0];
  const body = (entry.content ?? entry.summary) as Node | string | undefined;
  return {
    id: text(entry.id),
    title: text(entry.title),
    link: text(alternate?.["@_href"]),
    author: (list(entry.author) as Node[]).map((a) => text(a.name)).filter(Boolean).join(", ") || undefined,
    published: date(entry.published ?? entry.issued),
    updated: date(entry.updated ?? entry.modified),
    text: atomText(body),
    categories: (list(entry.category) as Node[]).flatMap((c) => text(c["@_term"]) ?? []),
  };
}

/** Text of a raw (unparsed) Atom content node: xhtml is markup, html is escaped markup, text is text. */
function atomText(node: Node | string | undefined): string {
  if (node === undefined) return "";
  const raw = typeof node === "string" ? node : (text(node["#text"]) ?? "");
  const type = typeof node === "string" ? "text" : String(node["@_type"] ?? "text");
  if (type === "xhtml") return htmlFragmentToText(raw);
  const value = raw
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith("<![CDATA[") ? part.slice(9, -3) : decodeXmlEntities(part)))
    .join("");
  return type === "html" || type.includes("html") ? htmlFragmentToText(value) : value.trim();
}

function decodeXmlEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (m, e: string) => {
    const named: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
    if (e[0] !== "#") return named[e.toLowerCase()] ?? m;
    const code = e[1].toLowerCase() === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });
}

function list(value: unknown): unknown[] {
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
}

function text(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (value && typeof value === "object") return text((value as Node)["#text"]);
  return undefined;
}

function date(value: unknown): Date | undefined {
  const s = text(value);
  const d = s ? new Date(s) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
}
