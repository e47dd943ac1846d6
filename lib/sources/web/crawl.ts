import { createHash } from "node:crypto";
import type { IngestDocument } from "@/lib/ingest/types";
import type { SourceChange, SyncBatch, SyncCursor } from "@/lib/sources/types";
import type { WebConfig } from "./config";
import { extractPage } from "./extract-page";
import { fetchText, throwIfTransient, type Fetched } from "./http";
import { RobotsCache } from "./robots-cache";
import { parseSitemap } from "./sitemap";
import { normalizeUrl, urlFilter } from "./url-rules";

const CONCURRENCY = 3;
const MAX_SITEMAPS = 10;

/** What a later run needs to know about a page it indexed: link depth and HTTP validators. */
type PageState = { d: number; e?: string; m?: string };

/**
 * A run's state; complete once the frontier is exhausted or maxPages were fetched. `pages` holds the
 * indexed pages, carried into the next (incremental) run for conditional requests and deletions.
 * `seen` (queued or fetched this run) and `frontier` are each bounded by maxPages.
 */
type WebCursor = {
  complete: boolean;
  frontier: [url: string, depth: number][];
  seen: string[];
  fetched: number;
  pages: Record<string, PageState>;
};

type Visit =
  | { kind: "page"; url: string; document: IngestDocument; links: string[]; page: PageState }
  | { kind: "not-modified" }
  | { kind: "gone"; links: string[]; fetched: boolean }
  | { kind: "skip"; links: string[] };

/**
 * Breadth-first crawl. A null cursor is a full crawl; a complete cursor starts an incremental one
 * that revisits the known pages with If-None-Match / If-Modified-Since (304: nothing to yield), and
 * yields deletes for known pages that now answer 404/410, are disallowed, noindex or filtered out.
 */
export async function* crawl(config: WebConfig, cursor: SyncCursor | null, signal: AbortSignal): AsyncGenerator<SyncBatch, void, void> {
  const robots = new RobotsCache(signal);
  const accepts = urlFilter(config);
  const startUrls = new Set(config.startUrls.map((u) => normalizeUrl(u)!));
  const saved = cursor as WebCursor | null;
  const state: WebCursor =
    saved && !saved.complete ? structuredClone(saved) : { complete: false, frontier: [], seen: [], fetched: 0, pages: { ...saved?.pages } };
  let changes: SourceChange[] = [];
  const seen = new Set(state.seen);
  const allowed = (url: string, depth: number) => startUrls.has(url) || (depth <= config.maxDepth && accepts(url));
  const enqueue = (url: string, depth: number) => {
    if (seen.has(url) || state.frontier.length >= config.maxPages || !allowed(url, depth)) return;
    seen.add(url);
    state.frontier.push([url, depth]);
  };

  if (!saved || saved.complete) {
    for (const url of startUrls) enqueue(url, 0);
    if (config.useSitemap) for (const url of await sitemapPages(config, robots, signal)) enqueue(url, 0);
    for (const [url, page] of Object.entries(state.pages)) {
      if (allowed(url, page.d)) enqueue(url, page.d);
      else changes.push(forget(state, url));
    }
  }

  let yielded = false;
  while (state.frontier.length > 0 && state.fetched < config.maxPages) {
    signal.throwIfAborted();
    const wave = state.frontier.splice(0, Math.min(config.batchSize, config.maxPages - state.fetched));
    const visits = await mapPool(wave, CONCURRENCY, ([url, depth]) => visit(url, depth, state.pages[url], robots, signal));
    for (const [i, result] of visits.entries()) {
      const [url, depth] = wave[i];
      if (result.kind !== "gone" || result.fetched) state.fetched++;
      if (result.kind === "page") {
        if (result.url !== url) {
          if (state.pages[url]) changes.push(forget(state, url));
          if (seen.has(result.url) || !accepts(result.url)) continue;
          seen.add(result.url);
        }
        changes.push({ kind: "upsert", document: result.document });
        state.pages[result.url] = result.page;
      } else if (result.kind === "gone" && state.pages[url]) {
        changes.push(forget(state, url));
      }
      if (result.kind !== "not-modified" && depth < config.maxDepth) for (const link of result.links) enqueue(link, depth + 1);
    }
    state.complete = state.frontier.length === 0 || state.fetched >= config.maxPages;
    yielded = true;
    yield { changes, cursor: snapshot(state, seen) };
    changes = [];
  }
  if (!yielded || !state.complete) {
    state.complete = true;
    yield { changes, cursor: snapshot(state, seen) };
  }
}

function forget(state: WebCursor, url: string): SourceChange {
  delete state.pages[url];
  return { kind: "delete", externalId: externalIdOf(url) };
}

function snapshot(state: WebCursor, seen: Set<string>): WebCursor {
  if (state.complete) return { complete: true, frontier: [], seen: [], fetched: state.fetched, pages: { ...state.pages } };
  return { ...state, frontier: [...state.frontier], seen: [...seen], pages: { ...state.pages } };
}

async function visit(url: string, depth: number, known: PageState | undefined, robots: RobotsCache, signal: AbortSignal): Promise<Visit> {
  if (!(await robots.get(url)).allows(url)) return { kind: "gone", links: [], fetched: false };
  const res = await fetchText(url, {
    signal,
    validators: known && { etag: known.e, lastModified: known.m },
    accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
    wantType: /html/i,
  });
  throwIfTransient(res);
  if (res.status === 304) return { kind: "not-modified" };
  if (res.status === 404 || res.status === 410) return { kind: "gone", links: [], fetched: true };
  if (res.status >= 300) return { kind: "skip", links: [] };
  if (!/html/i.test(res.contentType)) return { kind: "gone", links: [], fetched: true };
  const finalUrl = normalizeUrl(res.url) ?? url;
  const page = extractPage(res.body, finalUrl);
  const header = res.headers.get("x-robots-tag")?.toLowerCase() ?? "";
  const links = page.nofollow || /\b(nofollow|none)\b/.test(header) ? [] : page.links;
  if (page.noindex || /\b(noindex|none)\b/.test(header)) return { kind: "gone", links, fetched: true };
  return {
    kind: "page",
    url: finalUrl,
    document: toDocument(finalUrl, depth, page, res),
    links,
    page: { d: depth, e: res.validators.etag, m: res.validators.lastModified },
  };
}

function toDocument(url: string, depth: number, page: ReturnType<typeof extractPage>, res: Fetched): IngestDocument {
  const { hostname, pathname } = new URL(url);
  const lastModified = res.validators.lastModified ? new Date(res.validators.lastModified) : undefined;
  return {
    externalId: externalIdOf(url),
    title: (page.title || url).slice(0, 1000),
    content: page.text,
    url: url.slice(0, 4000),
    updatedAt: lastModified && !Number.isNaN(lastModified.getTime()) ? lastModified : undefined,
    metadata: {
      source: "web",
      hostname,
      path: pathname,
      depth,
      ...(page.description ? { description: page.description.slice(0, 1000) } : {}),
      ...(page.language ? { language: page.language } : {}),
    },
  };
}

// externalId is at most 512 characters; longer URLs are identified by their hash.
export function externalIdOf(url: string): string {
  return url.length <= 512 ? url : `sha256:${createHash("sha256").update(url).digest("hex")}`;
}

async function sitemapPages(config: WebConfig, robots: RobotsCache, signal: AbortSignal): Promise<string[]> {
  const queue: string[] = [];
  for (const origin of new Set(config.startUrls.map((u) => new URL(u).origin))) {
    const listed = (await robots.get(origin)).sitemaps;
    queue.push(...(listed.length > 0 ? listed.flatMap((u) => normalizeUrl(u, origin) ?? []) : [`${origin}/sitemap.xml`]));
  }
  const pages: string[] = [];
  for (let i = 0; i < queue.length && i < MAX_SITEMAPS && pages.length < config.maxPages; i++) {
    const res = await fetchText(queue[i], { signal, accept: "application/xml,text/xml;q=0.9,*/*;q=0.1" }).catch((error: unknown) => {
      if (signal.aborted) throw error;
      return undefined;
    });
    if (!res || res.status !== 200) continue;
    const parsed = parseSitemap(res.body);
    queue.push(...parsed.sitemaps.flatMap((u) => normalizeUrl(u) ?? []));
    pages.push(...parsed.pages.flatMap((u) => normalizeUrl(u) ?? []));
  }
  return pages;
}

async function mapPool<T, R>(items: T[], concurrency: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
