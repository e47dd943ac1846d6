import http from "node:http";
import type { AddressInfo } from "node:net";

export type FeedItem = { slug: string; title: string; description: string };

/** Three entries with words found nowhere else in the demo data. */
export const WILDLIFE_ITEMS: FeedItem[] = [
  {
    slug: "narwhal-migration",
    title: "Narwhal migration along the Baffin shelf",
    description: "Pods of narwhal follow the retreating sea ice south each autumn; tusked males lead the narwhal migration.",
  },
  {
    slug: "quokka-census",
    title: "Quokka census on Rottnest",
    description: "Volunteers counted quokka families near the salt lakes during the dry season.",
  },
  {
    slug: "axolotl-regeneration",
    title: "Axolotl limb regeneration notes",
    description: "An axolotl regrows a lost limb in a few weeks; the lab logged blastema growth daily.",
  },
];

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function rssFeed(base: string, items: FeedItem[]): string {
  const entries = items
    .map(
      (item, i) => `    <item>
      <title>${escape(item.title)}</title>
      <link>${base}/posts/${item.slug}</link>
      <guid isPermaLink="true">${base}/posts/${item.slug}</guid>
      <pubDate>${new Date(Date.UTC(2026, 0, 10 + i)).toUTCString()}</pubDate>
      <description>${escape(item.description)}</description>
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Wildlife field notes</title>
    <link>${base}/</link>
    <description>Notes from the field</description>
${entries}
  </channel>
</rss>`;
}

/** An RSS 2.0 feed at `${url}` served from this (the test) process on an ephemeral port. */
export async function startFeedServer(items: FeedItem[] = WILDLIFE_ITEMS): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const base = `http://${req.headers.host}`;
    if (req.url === "/feed.xml") {
      res.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" });
      res.end(rssFeed(base, items));
    } else {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/feed.xml`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
