import { parse as parseCsv } from "csv-parse/sync";
import mammoth from "mammoth";
import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { htmlDocumentToText, nodeToText, parseDocument } from "@/lib/sources/web/html-text";

export type FileKind = "markdown" | "text" | "html" | "pdf" | "docx" | "csv";
export type ParsedFile = { title?: string; text: string; metadata?: Record<string, unknown> };

const BY_EXTENSION: Record<string, FileKind> = {
  md: "markdown", markdown: "markdown", mdx: "markdown",
  txt: "text", text: "text", log: "text",
  html: "html", htm: "html", xhtml: "html",
  pdf: "pdf",
  docx: "docx",
  csv: "csv", tsv: "csv",
};
const BY_MIME: Record<string, FileKind> = {
  "text/markdown": "markdown", "text/x-markdown": "markdown",
  "text/html": "html", "application/xhtml+xml": "html",
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "text/csv": "csv", "text/tab-separated-values": "csv",
};

/** The extension decides, then the MIME type; other text/* types are read as plain text. */
export function kindOf(file: { name: string; mimeType: string }): FileKind | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? "";
  const mime = file.mimeType.split(";")[0].trim().toLowerCase();
  return BY_EXTENSION[extension] ?? BY_MIME[mime] ?? (mime.startsWith("text/") ? "text" : undefined);
}

export async function parseFile(kind: FileKind, name: string, bytes: Buffer): Promise<ParsedFile> {
  switch (kind) {
    case "text":
      return { text: decodeText(bytes).trim() };
    case "markdown": {
      const text = decodeText(bytes).trim();
      return { title: markdownTitle(text), text };
    }
    case "html": {
      const { title, text } = htmlDocumentToText(decodeText(bytes));
      return { title: title || undefined, text };
    }
    case "pdf":
      return parsePdf(bytes);
    case "docx":
      return parseDocx(bytes);
    case "csv":
      return parseCsvFile(decodeText(bytes), name.toLowerCase().endsWith(".tsv") ? "\t" : undefined);
  }
}

/** UTF-8 (BOM stripped), UTF-16 with a BOM, else Windows-1252 for bytes that are not valid UTF-8. */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** Front matter `title:`, else the first ATX or setext heading. */
export function markdownTitle(markdown: string): string | undefined {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown)?.[1];
  const fromFront = front && /^title:\s*["']?(.+?)["']?\s*$/m.exec(front)?.[1];
  if (fromFront) return fromFront;
  const body = front ? markdown.slice(markdown.indexOf("---", 3) + 3) : markdown;
  const heading = /^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$|^(?! {4})(\S.*)\r?\n {0,3}(?:=+|-+)[ \t]*$/m.exec(body);
  return (heading?.[1] ?? heading?.[2])?.trim() || undefined;
}

async function parsePdf(bytes: Buffer): Promise<ParsedFile> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const { info } = await getMeta(pdf);
    const title = typeof info?.Title === "string" && info.Title.trim() ? info.Title.trim() : undefined;
    return { title, text: text.map((page) => page.trim()).filter(Boolean).join("\n\n"), metadata: { pages: totalPages } };
  } finally {
    await pdf.destroy();
  }
}

async function parseDocx(bytes: Buffer): Promise<ParsedFile> {
  // Images are dropped rather than inlined as base64: only the text is indexed.
  const { value: html } = await mammoth.convertToHtml(
    { buffer: bytes },
    { convertImage: mammoth.images.imgElement(async () => ({ src: "" })) },
  );
  const body = parseDocument(`<!doctype html><html><body>${html}</body></html>`).body;
  const title = body.querySelector("h1")?.textContent?.trim() || undefined;
  return { title, text: nodeToText(body) };
}

/**
 * One document per file: a header row names the columns and each row becomes one line of
 * "column: value" pairs, so every chunk of a large file still says what its values are.
 */
function parseCsvFile(text: string, delimiter = sniffDelimiter(text)): ParsedFile {
  const records = parseCsv(text, { delimiter, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as string[][];
  const [header = [], ...rows] = records;
  const names = header.map((h, i) => h.trim() || `column ${i + 1}`);
  const lines = rows.map((row) =>
    row
      .map((value, i) => [names[i] ?? `column ${i + 1}`, value.trim()] as const)
      .filter(([, value]) => value !== "")
      .map(([name, value]) => `${name}: ${value}`)
      .join(" | "),
  );
  return { text: lines.filter(Boolean).join("\n"), metadata: { rows: rows.length, columns: names } };
}

function sniffDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t", "|"].map((d) => [d, firstLine.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

