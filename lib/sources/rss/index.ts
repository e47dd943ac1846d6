import { createHash } from "node:crypto";
import { z } from "zod";
import type { IngestDocument } from "@/lib/ingest/types";
import { ConnectorError, type Connector, type SourceChange } from "@/lib/sources/types";
import { httpUrl, parseConfig, stringList } from "@/lib/sources/web/config";
import { fetchText, throwIfTransient, type Fetched } from "@/lib/sources/web/http";
import { normalizeUrl } from "@/lib/sources/web/url-rules";
import { parseFeed, type Feed, type FeedEntry } from "./parse-feed";

const RssConfig = z.object({ feedUrls: stringList.pipe(z.array(httpUrl).min(1, "give at least one feed URL")) });

/** Per feed: HTTP validators and a short hash of each entry in the last fetched window. */
type FeedState = { e?: string; m?: string; h: Record<string, string> };
/** `pending`: feeds this run has still to read; empty once the run is complete. */
type RssCursor = { feeds: Record<string, FeedState>; pending: string[] };

const ACCEPT = "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1";

/**
 * RSS 2.0, RSS 1.0 and Atom feeds, fetched conditionally. Incremental syncs yield new and changed
 * entries only. Entries that leave the feed are not deleted: a feed is a window onto recent entries.
 */
export const rss: Connector = {
  shortName: "rss",
  name: "RSS / Atom feeds",
  description: "Index the entries of RSS and Atom feeds.",
  authMethods: ["none"],
  labels: ["Feed"],
  supportsContinuous: true,
  sweep: false,
  authFields: [],
  configFields: [
    { name: "feedUrls", type: "string[]", required: true, label: "Feed URLs", help: "Entries that drop out of a feed stay indexed." },
  ],

  async test(ctx) {
    const { feedUrls } = parseConfig(RssConfig, ctx.config);
    let entries = 0;
    for (const url of feedUrls) {
      const res = await fetchText(url, { signal: ctx.signal, accept: ACCEPT, unreachable: "source_unreachable", timeoutMs: 15_000, maxBytes: 10_000_000 });
      if (res.status === 401 || res.status === 403) throw new ConnectorError("invalid_credentials", `${url} refused access (HTTP ${res.status})`);
      if (res.status >= 400) throw new ConnectorError("source_unreachable", `${url} answered HTTP ${res.status}`);
      entries += parseFeed(res.body).entries.length;
    }
    return { message: `Read ${entries} entries from ${feedUrls.length} feed(s)` };
  },

  async *sync(ctx) {
    const { feedUrls } = parseConfig(RssConfig, ctx.config);
    const saved = ctx.cursor as RssCursor | null;
    const resuming = Boolean(saved?.pending?.length);
    const feeds = Object.fromEntries(feedUrls.flatMap((url) => (saved?.feeds?.[url] ? [[url, saved.feeds[url]]] : [])));
    const state: RssCursor = { feeds, pending: resuming ? saved!.pending.filter((u) => feedUrls.includes(u)) : [...feedUrls] };
    if (state.pending.length === 0) yield { changes: [], cursor: state };

    while (state.pending.length > 0) {
      ctx.signal.throwIfAborted();
      const url = state.pending[0];
      const prev = state.feeds[url];
      const res = await fetchText(url, { signal: ctx.signal, accept: ACCEPT, validators: prev && { etag: prev.e, lastModified: prev.m }, maxBytes: 10_000_000 });
      const changes = res.status === 304 ? [] : readFeed(url, res, state);
      state.pending.shift();
      yield { changes, cursor: structuredClone(state) };
    }
  },
};

function readFeed(url: string, res: Fetched, state: RssCursor): SourceChange[] {
  throwIfTransient(res);
  if (res.status === 401 || res.status === 403) throw new ConnectorError("invalid_credentials", `${url} refused access (HTTP ${res.status})`);
  if (res.status >= 300) throw new ConnectorError("invalid_config", `feed ${url} answered HTTP ${res.status}`);
  const feed = parseFeed(res.body);
  const previous = state.feeds[url]?.h ?? {};
  const hashes: Record<string, string> = {};
  const changes: SourceChange[] = [];
  for (const entry of feed.entries) {
    const document = toDocument(url, feed, entry);
    if (hashes[document.externalId]) continue;
    const hash = createHash("sha256").update(JSON.stringify(document)).digest("base64url").slice(0, 16);
    hashes[document.externalId] = hash;
    if (previous[document.externalId] !== hash) changes.push({ kind: "upsert", document });
  }
  state.feeds[url] = { e: res.validators.etag, m: res.validators.lastModified, h: hashes };
  return changes;
}

/**
 * The guid/id (else the link) identifies an entry; ids that are not URIs, like "42", are local to
 * their feed and get the feed URL as a prefix.
 */
function toDocument(feedUrl: string, feed: Feed, entry: FeedEntry): IngestDocument {
  const link = entry.link && (normalizeUrl(entry.link, feedUrl) ?? entry.link);
  const key = entry.id ?? link ?? `${entry.title ?? ""}|${entry.published?.toISOString() ?? ""}`;
  const id = /^[a-z][a-z0-9+.-]*:/i.test(key) ? key : `${feedUrl}#${key}`;
  return {
    externalId: id.length <= 512 ? id : `sha256:${createHash("sha256").update(id).digest("hex")}`,
    title: (entry.title ?? link ?? "Untitled entry").slice(0, 1000),
    content: entry.text || entry.title || "",
    url: link?.slice(0, 4000),
    author: entry.author?.slice(0, 500),
    createdAt: entry.published,
    updatedAt: entry.updated ?? entry.published,
    metadata: {
      source: "rss",
      feedUrl,
      ...(feed.title ? { feedTitle: feed.title } : {}),
      ...(entry.categories.length > 0 ? { categories: entry.categories } : {}),
    },
  };
}
