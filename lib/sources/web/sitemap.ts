import { XMLParser } from "fast-xml-parser";

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === "url" || name === "sitemap",
});

/** Page URLs of a <urlset> and nested sitemap URLs of a <sitemapindex>; anything else yields nothing. */
export function parseSitemap(xml: string): { pages: string[]; sitemaps: string[] } {
  let doc: { urlset?: { url?: { loc?: unknown }[] }; sitemapindex?: { sitemap?: { loc?: unknown }[] } };
  try {
    doc = parser.parse(xml);
  } catch {
    return { pages: [], sitemaps: [] };
  }
  const locs = (entries: { loc?: unknown }[] | undefined) =>
    (entries ?? []).flatMap((e) => (typeof e?.loc === "string" && e.loc.trim() ? [e.loc.trim()] : []));
  return { pages: locs(doc?.urlset?.url), sitemaps: locs(doc?.sitemapindex?.sitemap) };
}
