import { afterEach, describe, expect, it } from "vitest";
import { closedPort, startTestSite, type Route, type TestSite } from "@/lib/sources/test-support/http-server";
import { ids, runSync, syncContext } from "@/lib/sources/test-support/sync";
import { ConnectorError } from "@/lib/sources/types";
import { web } from "./index";

let site: TestSite;
afterEach(() => site?.close());

function page(title: string, paragraph: string, links: string[] = [], etag?: string): Route {
  const anchors = links.map((href) => `<a href="${href}">${href}</a>`).join(" ");
  const body = `<!doctype html><html lang="en"><head><title>${title}</title></head><body>
    <nav><a href="/">Home</a> Site navigation</nav>
    <main><article><h1>${title}</h1><p>${paragraph}</p><p>${anchors}</p></article></main>
    <footer>Copyright footer</footer></body></html>`;
  return { body, etag: etag ?? `"${title}-1"` };
}

async function startSite() {
  site = await startTestSite();
  const o = (path: string) => `${site.origin}${path}`;
  site.routes.set("/robots.txt", { type: "text/plain", body: `User-agent: *\nDisallow: /private\n\nUser-agent: OtherBot\nDisallow: /\n\nSitemap: ${o("/sitemap.xml")}\n` });
  site.routes.set("/sitemap.xml", { type: "application/xml", body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${o("/orphan")}</loc></url></urlset>` });
  site.routes.set("/", page("Home", "Welcome to the home page.", ["/a", "/b", "/a#top", "/private/secret", "https://elsewhere.quarry-test.invalid/x", "mailto:x@example.com"]));
  site.routes.set("/a", page("Page A", "Alpha content about quarries.", ["/c"]));
  site.routes.set("/b", page("Page B", "Bravo content about granite."));
  site.routes.set("/c", page("Page C", "Charlie content, two links deep.", ["/d"]));
  site.routes.set("/d", page("Page D", "Too deep to reach."));
  site.routes.set("/orphan", page("Orphan", "Only the sitemap lists this page."));
  site.routes.set("/private/secret", page("Secret", "Disallowed by robots.txt."));
  return { o, config: { startUrls: [o("/")], maxDepth: 2, batchSize: 10 } };
}

const fetchedPaths = () => site.requests.map((r) => r.path);

describe("web sync", () => {
  it("crawls links and the sitemap within depth, honouring robots.txt and same origin", async () => {
    const { o, config } = await startSite();
    const run = await runSync(web, syncContext({ config }));

    expect(ids(run.upserts)).toEqual(["/", "/a", "/b", "/c", "/orphan"].map(o).sort());
    expect(fetchedPaths()).not.toContain("/private/secret");
    expect(fetchedPaths()).not.toContain("/d");
    expect(site.requests.every((r) => r.headers["user-agent"] === "QuarryBot/0.1")).toBe(true);
    const b = run.upserts.find((d) => d.externalId === o("/b"))!;
    expect(b).toMatchObject({ title: "Page B", url: o("/b"), metadata: { source: "web", hostname: "127.0.0.1", path: "/b", depth: 1, language: "en" } });
    expect(b.content).toContain("Bravo content about granite.");
    expect(b.content).not.toMatch(/navigation|footer/);
    expect(run.cursor).toMatchObject({ complete: true });
  });

  it("yields only changed and new pages on an incremental crawl, and deletes pages now 404", async () => {
    const { o, config } = await startSite();
    const first = await runSync(web, syncContext({ config }));
    site.routes.set("/b", page("Page B", "Bravo rewritten, now linking a new page.", ["/e"], `"b-2"`));
    site.routes.set("/e", page("Page E", "A new page."));
    site.routes.delete("/c");
    site.requests.length = 0;

    const next = await runSync(web, syncContext({ config, cursor: first.cursor }));

    expect(next.upserts.map((d) => d.externalId).sort()).toEqual([o("/b"), o("/e")]);
    expect(next.upserts.find((d) => d.externalId === o("/b"))!.content).toContain("Bravo rewritten");
    expect(next.deletes).toEqual([o("/c")]);
    expect(site.requests.find((r) => r.path === "/a")?.headers["if-none-match"]).toBe(`"Page A-1"`);
  });

  it("resumes from a mid-run cursor with the remaining pages and no duplicates", async () => {
    const { o, config } = await startSite();
    const partial = await runSync(web, syncContext({ config: { ...config, batchSize: 2 } }), { maxBatches: 1 });
    expect(partial.upserts).toHaveLength(2);

    const rest = await runSync(web, syncContext({ config: { ...config, batchSize: 2 }, cursor: partial.cursor }));

    expect(rest.upserts).toHaveLength(3);
    expect(ids([...partial.upserts, ...rest.upserts])).toEqual(["/", "/a", "/b", "/c", "/orphan"].map(o).sort());
  });

  it("keeps to the include and exclude paths and the page limit", async () => {
    const { o, config } = await startSite();
    const included = await runSync(web, syncContext({ config: { ...config, include: ["/b", "/orphan$"], useSitemap: true } }));
    expect(ids(included.upserts)).toEqual(["/", "/b", "/orphan"].map(o).sort());

    const excluded = await runSync(web, syncContext({ config: { ...config, exclude: "/a", useSitemap: false } }));
    expect(ids(excluded.upserts)).toEqual(["/", "/b"].map(o).sort());

    const limited = await runSync(web, syncContext({ config: { ...config, maxPages: 2 } }));
    expect(limited.upserts).toHaveLength(2);
  });

  it("throws a transient error with Retry-After on 429 and on 5xx", async () => {
    const { config } = await startSite();
    site.routes.set("/a", { status: 429, headers: { "retry-after": "7" } });
    const error = await runSync(web, syncContext({ config })).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "transient", retryAfterMs: 7000 });

    site.routes.set("/a", { status: 503 });
    await expect(runSync(web, syncContext({ config }))).rejects.toMatchObject({ kind: "transient", retryAfterMs: undefined });
  });
});

describe("web test()", () => {
  it("fetches the first start URL", async () => {
    const { o, config } = await startSite();
    await expect(web.test(syncContext({ config }))).resolves.toEqual({ message: `Fetched ${o("/")} (HTTP 200)` });
  });

  it("reports 401/403 as invalid_credentials and unreachable sites as source_unreachable", async () => {
    const { o } = await startSite();
    site.routes.set("/members", { status: 401 });
    const kind = (startUrls: string[]) => web.test(syncContext({ config: { startUrls } })).catch((e: ConnectorError) => e.kind);
    expect(await kind([o("/members")])).toBe("invalid_credentials");
    expect(await kind([`http://127.0.0.1:${await closedPort()}/`])).toBe("source_unreachable");
    expect(await kind(["http://site.quarry-test.invalid/"])).toBe("source_unreachable");
    expect(await kind(["ftp://example.com/"])).toBe("invalid_config");
  });
});
