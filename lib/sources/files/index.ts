import { createHash } from "node:crypto";
import type { IngestDocument } from "@/lib/ingest/types";
import type { Connector, SourceChange, UploadedFile } from "@/lib/sources/types";
import { kindOf, parseFile, type ParsedFile } from "./parse-file";

const FILES_PER_BATCH = 10;

/** What the next run compares a file against: updatedAt, size and a hash of the bytes. */
type FileState = { u: string; s: number; h: string };
/** `after`: the last file id (in id order) handled by an unfinished run. */
type FilesCursor = { files: Record<string, FileState>; after?: string; complete: boolean };

/**
 * Uploaded files: Markdown, text, HTML, PDF, DOCX and CSV. A file whose bytes changed is re-parsed,
 * a file no longer uploaded is deleted. Files of other types, or that fail to parse, are indexed
 * with empty content and the reason in metadata.skipped, so they show up instead of vanishing.
 */
export const files: Connector = {
  shortName: "files",
  name: "File upload",
  description: "Index uploaded Markdown, text, HTML, PDF, Word (DOCX) and CSV files.",
  authMethods: ["none"],
  labels: ["Files"],
  supportsContinuous: false,
  authFields: [],
  configFields: [],

  async test(ctx) {
    const uploaded = await ctx.files();
    return { message: `${uploaded.length} file(s) uploaded` };
  },

  async *sync(ctx) {
    const saved = ctx.cursor as FilesCursor | null;
    const resumeAfter = saved && !saved.complete ? saved.after : undefined;
    const known: Record<string, FileState> = { ...saved?.files };
    const listed = (await ctx.files()).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const todo = resumeAfter === undefined ? listed : listed.filter((f) => f.id > resumeAfter);

    for (let i = 0; i < todo.length; i += FILES_PER_BATCH) {
      ctx.signal.throwIfAborted();
      const batch = todo.slice(i, i + FILES_PER_BATCH);
      const changes: SourceChange[] = [];
      for (const file of batch) {
        const document = await changedDocument(file, known);
        if (document) changes.push({ kind: "upsert", document });
      }
      yield { changes, cursor: { files: { ...known }, after: batch.at(-1)!.id, complete: false }, total: listed.length };
    }

    const present = new Set(listed.map((f) => f.id));
    const deletes: SourceChange[] = Object.keys(known)
      .filter((id) => !present.has(id))
      .map((id) => {
        delete known[id];
        return { kind: "delete", externalId: id };
      });
    yield { changes: deletes, cursor: { files: known, complete: true }, total: listed.length };
  },
};

/** The file's document when it is new or its bytes changed; undefined when it is unchanged. */
async function changedDocument(file: UploadedFile, known: Record<string, FileState>): Promise<IngestDocument | undefined> {
  const prev = known[file.id];
  const updatedAt = file.updatedAt.toISOString();
  if (prev && prev.u === updatedAt && prev.s === file.size) return undefined;
  const bytes = await file.read();
  const hash = createHash("sha256").update(bytes).digest("base64url");
  known[file.id] = { u: updatedAt, s: file.size, h: hash };
  if (prev?.h === hash) return undefined;

  const kind = kindOf(file);
  let parsed: ParsedFile & { skipped?: string };
  if (!kind) {
    parsed = { text: "", skipped: `unsupported file type (${file.mimeType || "unknown"}); supported: Markdown, text, HTML, PDF, DOCX, CSV` };
  } else {
    parsed = await parseFile(kind, file.name, bytes).catch((error: unknown) => ({
      text: "",
      skipped: `could not read the ${kind.toUpperCase()} file: ${(error as Error)?.message ?? String(error)}`.slice(0, 500),
    }));
  }
  return {
    externalId: file.id,
    title: (parsed.title || file.name).slice(0, 1000),
    content: parsed.text,
    updatedAt: file.updatedAt,
    metadata: {
      source: "files",
      fileName: file.name,
      mimeType: file.mimeType,
      size: file.size,
      ...(kind ? { format: kind } : {}),
      ...parsed.metadata,
      ...(parsed.skipped ? { skipped: parsed.skipped } : {}),
    },
  };
}
