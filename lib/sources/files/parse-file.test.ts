import { describe, expect, it } from "vitest";
import { decodeText, kindOf, markdownTitle, parseFile } from "./parse-file";

describe("parse-file helpers", () => {
  it("picks the parser by extension, then by MIME type", () => {
    expect(kindOf({ name: "a.MD", mimeType: "application/octet-stream" })).toBe("markdown");
    expect(kindOf({ name: "upload", mimeType: "application/pdf" })).toBe("pdf");
    expect(kindOf({ name: "data.json", mimeType: "text/x-json" })).toBe("text");
    expect(kindOf({ name: "a.zip", mimeType: "application/zip" })).toBeUndefined();
  });

  it("takes a Markdown title from front matter, an ATX heading or a setext heading", () => {
    expect(markdownTitle("---\ntitle: From Front\n---\n# Heading")).toBe("From Front");
    expect(markdownTitle("text\n\n## Second level ##\n")).toBe("Second level");
    expect(markdownTitle("Setext Title\n============\n\nbody")).toBe("Setext Title");
    expect(markdownTitle("no heading here")).toBeUndefined();
  });

  it("decodes UTF-8 with a BOM, UTF-16 and Windows-1252", () => {
    expect(decodeText(Buffer.from("\ufeffcafé", "utf8"))).toBe("café");
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("hé", "utf16le")]))).toBe("hé");
    expect(decodeText(Buffer.from([0x63, 0x61, 0x66, 0xe9]))).toBe("café");
  });

  it("reads tab- and semicolon-separated values", async () => {
    expect((await parseFile("csv", "a.tsv", Buffer.from("a\tb\n1\t2\n"))).text).toBe("a: 1 | b: 2");
    expect((await parseFile("csv", "a.csv", Buffer.from("a;b\n1;2,5\n"))).text).toBe("a: 1 | b: 2,5");
  });
});
