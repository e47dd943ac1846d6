import { describe, expect, it } from "vitest";
import { extractPage } from "./extract-page";
import { htmlDocumentToText, htmlFragmentToText } from "./html-text";

describe("html to text", () => {
  it("turns blocks into paragraphs, list items and table rows into lines, and drops scripts", () => {
    const html = `<h2>Title</h2><p>One <b>bold</b>&nbsp;word.<br>Next line.</p><ul><li>first</li><li>second</li></ul>
      <table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table><script>alert(1)</script><style>p{}</style>`;
    expect(htmlFragmentToText(html)).toBe("Title\n\nOne bold word.\nNext line.\n\n- first\n- second\n\na | b\n1 | 2");
  });

  it("leaves plain text as is and decodes entities", () => {
    expect(htmlFragmentToText("Plain text")).toBe("Plain text");
    expect(htmlFragmentToText("Fish &amp; chips &eacute;t&eacute;")).toBe("Fish & chips été");
  });

  it("reads a whole document's title and body text", () => {
    expect(htmlDocumentToText("<html><head><title> Doc </title></head><body><nav>Menu</nav><p>Body</p></body></html>")).toEqual({ title: "Doc", text: "Menu\n\nBody" });
  });
});

describe("extractPage", () => {
  const url = "https://site.example/docs/page";

  it("keeps the main text, resolves links against <base>, skips rel=nofollow links", () => {
    const page = extractPage(
      `<html lang="de"><head><title>Guide</title><base href="https://site.example/docs/"><meta name="description" content="About it"></head>
       <body><nav>Navigation menu</nav><article><p>${"The main article text. ".repeat(20)}</p>
       <a href="next#part">Next</a> <a href="/ads" rel="sponsored nofollow">Ad</a> <a href="javascript:void(0)">JS</a></article>
       <footer>Footer text</footer></body></html>`,
      url,
    );
    expect(page).toMatchObject({ title: "Guide", description: "About it", language: "de", noindex: false, nofollow: false });
    expect(page.links).toEqual(["https://site.example/docs/next"]);
    expect(page.text).toContain("The main article text.");
    expect(page.text).not.toMatch(/Navigation|Footer/);
  });

  it("reads robots meta directives", () => {
    const page = extractPage(`<html><head><meta name="robots" content="noindex, follow"></head><body><p>x</p></body></html>`, url);
    expect(page).toMatchObject({ noindex: true, nofollow: false });
    expect(extractPage(`<html><head><meta name="QuarryBot" content="none"></head><body></body></html>`, url)).toMatchObject({ noindex: true, nofollow: true });
  });
});
