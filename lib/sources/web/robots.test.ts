import { describe, expect, it } from "vitest";
import { retryAfterMs } from "./http";
import { parseRobots } from "./robots";
import { pathPattern } from "./url-rules";

const site = "https://site.example";

describe("parseRobots", () => {
  it("applies the longest matching rule, Allow winning ties, in the * group", () => {
    const robots = parseRobots(`# comment\nUser-agent: *\nDisallow: /private\nAllow: /private/public\nDisallow: /*.pdf$\nDisallow:\n`);
    expect(robots.allows(`${site}/`)).toBe(true);
    expect(robots.allows(`${site}/private/x`)).toBe(false);
    expect(robots.allows(`${site}/private/public/x`)).toBe(true);
    expect(robots.allows(`${site}/files/a.pdf`)).toBe(false);
    expect(robots.allows(`${site}/files/a.pdf?x=1`)).toBe(true);
    expect(robots.allows(`${site}/robots.txt`)).toBe(true);
  });

  it("prefers the groups naming QuarryBot, including groups with several user agents", () => {
    const robots = parseRobots(`User-agent: *\nDisallow: /\n\nUser-agent: OtherBot\nUser-agent: QuarryBot\nDisallow: /drafts\n`);
    expect(robots.allows(`${site}/docs`)).toBe(true);
    expect(robots.allows(`${site}/drafts/1`)).toBe(false);
  });

  it("collects Sitemap lines anywhere in the file", () => {
    const robots = parseRobots(`Sitemap: ${site}/a.xml\nUser-agent: *\nDisallow:\nSITEMAP: ${site}/b.xml`);
    expect(robots.sitemaps).toEqual([`${site}/a.xml`, `${site}/b.xml`]);
    expect(robots.allows(`${site}/anything`)).toBe(true);
  });
});

describe("helpers", () => {
  it("matches path patterns as prefixes with * and a final $", () => {
    expect(pathPattern("/docs").test("/docs/intro")).toBe(true);
    expect(pathPattern("/blog/*/2024").test("/blog/x/2024/post")).toBe(true);
    expect(pathPattern("/a$").test("/ab")).toBe(false);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    expect(retryAfterMs("120")).toBe(120_000);
    expect(retryAfterMs("Wed, 21 Oct 2026 07:28:10 GMT", Date.parse("Wed, 21 Oct 2026 07:28:00 GMT"))).toBe(10_000);
    expect(retryAfterMs("soon")).toBeUndefined();
  });
});
