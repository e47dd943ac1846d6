import { describe, expect, it } from "vitest";
import { parseFeed } from "./parse-feed";

describe("parseFeed", () => {
  it("reads RSS 1.0 (RDF) items", () => {
    const feed = parseFeed(`<?xml version="1.0"?>
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <channel rdf:about="https://x.example/"><title>RDF feed</title></channel>
      <item rdf:about="https://x.example/1"><title>One</title><link>https://x.example/1</link><description>Plain &amp; simple</description>
      <dc:date>2024-05-01T00:00:00Z</dc:date><dc:creator>Dee</dc:creator></item></rdf:RDF>`);
    expect(feed).toMatchObject({ format: "rdf", title: "RDF feed" });
    expect(feed.entries).toEqual([
      { id: "https://x.example/1", title: "One", link: "https://x.example/1", author: "Dee", published: new Date("2024-05-01T00:00:00Z"), text: "Plain & simple", categories: [] },
    ]);
  });

  it("keeps the order of mixed XHTML content and reads CDATA and text content", () => {
    const feed = parseFeed(`<feed xmlns="http://www.w3.org/2005/Atom"><title>A</title>
      <entry><id>1</id><content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">Hello <b>world</b> again</div></content></entry>
      <entry><id>2</id><content type="html"><![CDATA[<p>In <i>CDATA</i></p>]]></content></entry>
      <entry><id>3</id><content>1 &lt; 2</content></entry></feed>`);
    expect(feed.entries.map((e) => e.text)).toEqual(["Hello world again", "In CDATA", "1 < 2"]);
  });

  it("reads the author's name from an RSS author email", () => {
    const feed = parseFeed(`<rss version="2.0"><channel><title>R</title><item><guid>g</guid><author>bob@example.com (Bob Builder)</author></item></channel></rss>`);
    expect(feed.entries[0].author).toBe("Bob Builder");
  });

  it("rejects documents that are not feeds", () => {
    expect(() => parseFeed("<html><body>page</body></html>")).toThrow(/neither an RSS nor an Atom feed/);
  });
});
