import type { NewDocument } from "@/lib/api-client/documents";

/** A URL-safe id from free text: lower-case ASCII letters, digits and hyphens. */
export function slugify(text: string, maxLength = 48): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .slice(0, maxLength)
      .replace(/^-+|-+$/g, "") || "document"
  );
}

export const randomSuffix = () => Math.random().toString(36).slice(2, 8).padEnd(6, "0");

/** The id of a document written in the dialog: a slug of its title plus a short random suffix. */
export const defaultDocumentId = (title: string) => `${slugify(title)}-${randomSuffix()}`;

/** Parses the metadata textarea: empty is fine; otherwise a JSON object with non-empty keys. */
export function parseMetadata(text: string): { ok: true; value: Record<string, unknown> | undefined } | { ok: false; error: string } {
  if (!text.trim()) return { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Not valid JSON: ${error instanceof Error ? error.message : "could not parse"}` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, error: 'Must be a JSON object, e.g. {"team": "Support", "tags": ["billing"]}.' };
  }
  const bad = Object.keys(value).find((key) => key.length === 0 || key.length > 200);
  if (bad !== undefined) return { ok: false, error: "Keys must be 1–200 characters long." };
  return { ok: true, value: value as Record<string, unknown> };
}

export type ReadFile = { key: string; name: string; size: number; document: NewDocument };

const TEXT_EXTENSIONS = /\.(md|markdown|mdx|txt|text)$/i;
const MARKDOWN = /\.(md|markdown|mdx)$/i;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024 - 64 * 1024; // the API's 10 MiB, less room for the JSON around it
export const ACCEPTED_FILES = ".md,.markdown,.mdx,.txt,.text,text/plain,text/markdown";

export function isTextFile(file: File): boolean {
  return TEXT_EXTENSIONS.test(file.name) || file.type.startsWith("text/");
}

/** The first ATX heading of a Markdown text ("# Title"), if any. */
export function markdownTitle(content: string): string | undefined {
  const match = /^ {0,3}#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/m.exec(content);
  return match?.[1].trim() || undefined;
}

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsText(file);
  });
}

/**
 * Reads files in the browser into documents: the title is the Markdown file's first heading or the
 * file name; the id is a slug of the file name, so uploading the same file again updates it.
 */
export async function readFiles(files: File[], taken: Set<string>): Promise<{ read: ReadFile[]; rejected: string[] }> {
  const read: ReadFile[] = [];
  const rejected: string[] = [];
  const ids = new Set(taken);
  for (const file of files) {
    if (!isTextFile(file)) {
      rejected.push(`${file.name} is not a text or Markdown file.`);
      continue;
    }
    const content = await readText(file).catch(() => null);
    if (content === null || content.includes("\u0000")) {
      rejected.push(`${file.name} could not be read as text.`);
      continue;
    }
    if (!content.trim()) {
      rejected.push(`${file.name} is empty.`);
      continue;
    }
    const base = file.name.replace(/\.[^.]+$/, "") || file.name;
    let id = slugify(base, 64);
    for (let n = 2; ids.has(id); n++) id = `${slugify(base, 60)}-${n}`;
    ids.add(id);
    const title = (MARKDOWN.test(file.name) ? markdownTitle(content) : undefined) ?? base;
    read.push({ key: `${id}:${file.lastModified}`, name: file.name, size: file.size, document: { id, title, content } });
  }
  return { read, rejected };
}
