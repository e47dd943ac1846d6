import { afterEach, describe, expect, it } from "vitest";
import { closedPort, startTestSite, type TestSite } from "@/lib/sources/test-support/http-server";
import { runSync, syncContext } from "@/lib/sources/test-support/sync";
import { ConnectorError } from "@/lib/sources/types";
import { rss } from "./index";

let site: TestSite;
afterEach(() => site?.close());

type Item = { guid?: string; title: string; link: string; html: string };
const rssItem = (i: Item) => `<item>${i.guid ? `<guid isPermaLink="false">${i.guid}</guid>` : ""}<title>${i.title}</title><link>${i.link}</link>
  <dc:creator>Ann Author</dc:creator><category>news</category><pubDate>Mon, 01 Jan 2024 10:00:00 GMT</pubDate>
  <content:encoded><![CDATA[${i.html}]]></content:encoded></item>`;
const rssFeed = (items: Item[]) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>Quarry Blog</title><link>https://blog.example/</link>${items.map(rssItem).join("")}</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Quarry Changelog</title><id>urn:uuid:feed</id><updated>2024-03-02T00:00:00Z</updated>
<entry><id>urn:uuid:entry-1</id><title type="text">Release 1.0</title><link rel="alternate" href="https://changes.example/1.0"/><link rel="edit" href="https://changes.example/edit/1"/>
  <author><name>Carol</name></author><published>2024-03-01T00:00:00Z</published><updated>2024-03-02T00:00:00Z</updated><category term="release"/>
  <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>First <b>stable</b> release &amp; more.</p></div></content></entry>
<entry><id>urn:uuid:entry-2</id><title>Beta</title><link href="https://changes.example/beta"/><updated>2024-02-01T00:00:00Z</updated>
  <summary type="html">&lt;p&gt;Beta &amp;amp; notes&lt;/p&gt;</summary></entry>
</feed>`;

const ITEMS: Item[] = [
  { guid: "42", title: "Hello &amp; welcome", link: "https://blog.example/hello", html: "<p>First <em>post</em>.</p>" },
  { guid: "https://blog.example/p/2", title: "Second", link: "https://blog.example/second", html: "<p>Second post.</p>" },
  { title: "No guid", link: "https://blog.example/third", html: "<p>Third post.</p>" },
];

async function startFeeds(items = ITEMS) {
  site = await startTestSite({
    "/rss.xml": { type: "application/rss+xml", body: rssFeed(items), etag: `"rss-1"` },
    "/atom.xml": { type: "application/atom+xml", body: ATOM, lastModified: "Sat, 02 Mar 2024 00:00:00 GMT" },
  });
  return { feedUrls: [`${site.origin}/rss.xml`, `${site.origin}/atom.xml`] };
}

describe("rss sync", () => {
  it("yields every entry of RSS and Atom feeds on a full sync", async () => {
    const config = await startFeeds();
    const run = await runSync(rss, syncContext({ config }));

    expect(run.upserts.map((d) => d.externalId)).toEqual([
      `${site.origin}/rss.xml#42`,
      "https://blog.example/p/2",
      "https://blog.example/third",
      "urn:uuid:entry-1",
      "urn:uuid:entry-2",
    ]);
    expect(run.upserts[0]).toEqual({
      externalId: `${site.origin}/rss.xml#42`,
      title: "Hello & welcome",
      content: "First post.",
      url: "https://blog.example/hello",
      author: "Ann Author",
      createdAt: new Date("2024-01-01T10:00:00Z"),
      updatedAt: new Date("2024-01-01T10:00:00Z"),
      metadata: { source: "rss", feedUrl: config.feedUrls[0], feedTitle: "Quarry Blog", categories: ["news"] },
    });
    expect(run.upserts[3]).toMatchObject({
      title: "Release 1.0",
      content: "First stable release & more.",
      url: "https://changes.example/1.0",
      author: "Carol",
      createdAt: new Date("2024-03-01T00:00:00Z"),
      updatedAt: new Date("2024-03-02T00:00:00Z"),
      metadata: { feedTitle: "Quarry Changelog", categories: ["release"] },
    });
    expect(run.upserts[4].content).toBe("Beta & notes");
  });

  it("yields only new and changed entries on an incremental sync, and no deletes", async () => {
    const config = await startFeeds();
    const first = await runSync(rss, syncContext({ config }));
    const items = [{ ...ITEMS[1], html: "<p>Second post, edited.</p>" }, ITEMS[2], { guid: "43", title: "Fourth", link: "https://blog.example/fourth", html: "<p>New.</p>" }];
    site.routes.set("/rss.xml", { type: "application/rss+xml", body: rssFeed(items), etag: `"rss-2"` });

    const next = await runSync(rss, syncContext({ config, cursor: first.cursor }));

    expect(next.upserts.map((d) => [d.externalId, d.content])).toEqual([
      ["https://blog.example/p/2", "Second post, edited."],
      [`${site.origin}/rss.xml#43`, "New."],
    ]);
    expect(next.deletes).toEqual([]);
  });

  it("sends the saved ETag and Last-Modified and yields nothing when the feeds answer 304", async () => {
    const config = await startFeeds();
    const first = await runSync(rss, syncContext({ config }));
    site.requests.length = 0;

    const next = await runSync(rss, syncContext({ config, cursor: first.cursor }));

    expect(next.changes).toEqual([]);
    expect(site.requests.map((r) => [r.path, r.headers["if-none-match"] ?? r.headers["if-modified-since"]])).toEqual([
      ["/rss.xml", `"rss-1"`],
      ["/atom.xml", "Sat, 02 Mar 2024 00:00:00 GMT"],
    ]);
  });

  it("resumes from a mid-run cursor with the remaining feeds and no duplicates", async () => {
    const config = await startFeeds();
    const partial = await runSync(rss, syncContext({ config }), { maxBatches: 1 });
    expect(partial.upserts).toHaveLength(3);

    const rest = await runSync(rss, syncContext({ config, cursor: partial.cursor }));

    expect(rest.upserts.map((d) => d.externalId)).toEqual(["urn:uuid:entry-1", "urn:uuid:entry-2"]);
    expect(rest.cursor).toMatchObject({ pending: [] });
  });

  it("throws a transient error with Retry-After when a feed answers 503", async () => {
    const config = await startFeeds();
    site.routes.set("/atom.xml", { status: 503, headers: { "retry-after": "30" } });
    await expect(runSync(rss, syncContext({ config }))).rejects.toMatchObject({ kind: "transient", retryAfterMs: 30_000 });
  });
});

describe("rss test()", () => {
  it("reads every feed", async () => {
    const config = await startFeeds();
    await expect(rss.test(syncContext({ config }))).resolves.toEqual({ message: "Read 5 entries from 2 feed(s)" });
  });

  it("maps refusals, unreachable hosts and non-feeds to connector errors", async () => {
    await startFeeds();
    site.routes.set("/private.xml", { status: 403 });
    site.routes.set("/page.html", { body: "<html><body>Not a feed</body></html>" });
    const kind = (url: string) => rss.test(syncContext({ config: { feedUrls: [url] } })).catch((e: ConnectorError) => e.kind);
    expect(await kind(`${site.origin}/private.xml`)).toBe("invalid_credentials");
    expect(await kind(`http://127.0.0.1:${await closedPort()}/feed.xml`)).toBe("source_unreachable");
    expect(await kind(`${site.origin}/missing.xml`)).toBe("source_unreachable");
    expect(await kind(`${site.origin}/page.html`)).toBe("invalid_config");
  });
});
