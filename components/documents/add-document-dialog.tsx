"use client";

import { useState, type ChangeEvent, type FormEvent } from "react";
import { formatCount } from "@/components/format/dates";
import { SegmentedControl } from "@/components/search/segmented-control";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FileTextIcon, XIcon } from "@/components/ui/icons";
import { controlClasses, Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { useUpsertDocuments, type NewDocument } from "@/lib/api-client/documents";
import { ApiError, errorMessage } from "@/lib/api-client/fetcher";
import { ACCEPTED_FILES, defaultDocumentId, MAX_UPLOAD_BYTES, parseMetadata, readFiles, type ReadFile } from "./new-document";

type Mode = "write" | "upload";

const textareaClasses = cn(controlClasses, "h-auto py-1.5 leading-relaxed");

const EMPTY = { title: "", id: "", url: "", author: "", content: "", metadata: "" };

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** "documents.0.url" → "Document 1, url". */
function describePath(path: string): string {
  const match = /^documents\.(\d+)(?:\.(.+))?$/.exec(path);
  return match ? `Document ${Number(match[1]) + 1}${match[2] ? `, ${match[2]}` : ""}` : path || "Request";
}

export function summarizeUpsert({ upserted, unchanged }: { upserted: number; unchanged: number }): string {
  const parts = [`${formatCount(upserted)} ${upserted === 1 ? "document" : "documents"} added or updated`];
  if (unchanged) parts.push(`${formatCount(unchanged)} unchanged`);
  return parts.join(", ");
}

export function AddDocumentDialog({ collectionId, open, onClose }: { collectionId: string; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const upsert = useUpsertDocuments(collectionId);
  const [mode, setMode] = useState<Mode>("write");
  const [form, setForm] = useState(EMPTY);
  const [metadataError, setMetadataError] = useState<string | null>(null);
  const [files, setFiles] = useState<ReadFile[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [reading, setReading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof typeof EMPTY) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm({ ...form, [key]: event.target.value });

  function close() {
    upsert.reset();
    setMode("write");
    setForm(EMPTY);
    setMetadataError(null);
    setFiles([]);
    setFileProblems([]);
    setFormError(null);
    onClose();
  }

  function checkMetadata() {
    const parsed = parseMetadata(form.metadata);
    setMetadataError(parsed.ok ? null : parsed.error);
    return parsed;
  }

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (!chosen.length) return;
    setReading(true);
    const { read, rejected } = await readFiles(chosen, new Set(files.map((f) => f.document.id)));
    setReading(false);
    setFiles((current) => [...current, ...read]);
    setFileProblems(rejected);
    setFormError(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const metadata = checkMetadata();
    if (!metadata.ok) return;
    const author = form.author.trim() || undefined;
    let documents: NewDocument[];
    if (mode === "write") {
      const title = form.title.trim();
      documents = [
        {
          id: form.id.trim() || defaultDocumentId(title),
          content: form.content,
          title: title || undefined,
          url: form.url.trim() || undefined,
          author,
          metadata: metadata.value,
        },
      ];
    } else {
      if (files.length === 0) {
        setFormError("Choose at least one text or Markdown file.");
        return;
      }
      documents = files.map((f) => ({ ...f.document, author, metadata: metadata.value }));
    }
    if (new Blob([JSON.stringify({ documents })]).size > MAX_UPLOAD_BYTES) {
      setFormError("That is more than 10 MiB in one go: add fewer or smaller files at a time.");
      return;
    }
    upsert.mutate(documents, {
      onSuccess: (result) => {
        toast(summarizeUpsert(result));
        close();
      },
    });
  }

  const apiError = upsert.error instanceof ApiError ? upsert.error : null;
  const fieldError = (field: string) => (mode === "write" ? apiError?.fieldError(`documents.0.${field}`) : undefined);
  const submitLabel = mode === "upload" && files.length > 1 ? `Add ${files.length} documents` : "Add document";

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={upsert.isPending}
      closeOnBackdrop={false}
      size="lg"
      title="Add document"
      description="Documents are split into chunks and indexed at once; an existing ID is replaced."
    >
      <form onSubmit={onSubmit} className="space-y-4">
        <SegmentedControl
          label="Add from"
          size="sm"
          value={mode}
          onChange={(next) => {
            setMode(next);
            setFormError(null);
          }}
          options={[
            { value: "write", label: "Write" },
            { value: "upload", label: "Upload files" },
          ]}
        />
        {(upsert.error || formError) && (
          <Notice tone="danger">
            <p>{formError ?? errorMessage(upsert.error)}</p>
            {!formError && apiError && apiError.details.length > 0 && (
              <ul className="mt-1 list-disc pl-4">
                {apiError.details.map((d, i) => (
                  <li key={i}>
                    {describePath(d.path)}: {d.message}
                  </li>
                ))}
              </ul>
            )}
          </Notice>
        )}

        {mode === "write" ? (
          <>
            <Field label="Title" error={fieldError("title")}>
              <Input value={form.title} onChange={set("title")} maxLength={1000} placeholder="Returns policy" data-autofocus />
            </Field>
            <Field label="ID" optional hint="Defaults to the title as a slug plus a short random suffix. Reusing an ID replaces that document." error={fieldError("id")}>
              <Input value={form.id} onChange={set("id")} maxLength={512} placeholder="returns-policy-x7k2p9" className="font-mono" spellCheck={false} autoCapitalize="off" />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="URL" optional error={fieldError("url")}>
                <Input type="url" value={form.url} onChange={set("url")} maxLength={4000} placeholder="https://…" />
              </Field>
              <Field label="Author" optional error={fieldError("author")}>
                <Input value={form.author} onChange={set("author")} maxLength={500} />
              </Field>
            </div>
            <Field label="Content" hint="Plain text or Markdown." error={fieldError("content")}>
              <textarea value={form.content} onChange={set("content")} required rows={8} className={textareaClasses} />
            </Field>
          </>
        ) : (
          <>
            <Field label="Files" hint="Text or Markdown files, read in your browser. Each becomes a document titled by its first heading, or its file name.">
              <input
                type="file"
                multiple
                accept={ACCEPTED_FILES}
                onChange={onFiles}
                data-autofocus
                className={cn(
                  controlClasses,
                  "h-auto cursor-pointer py-1 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-xs file:font-medium file:text-foreground",
                )}
              />
            </Field>
            {reading && <p className="text-xs text-muted-foreground">Reading files…</p>}
            {fileProblems.length > 0 && (
              <Notice tone="warning">
                <ul className="space-y-0.5">
                  {fileProblems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </Notice>
            )}
            {files.length > 0 && (
              <ul aria-label="Files to add" className="max-h-48 divide-y divide-border overflow-y-auto rounded-md border border-border">
                {files.map((file) => (
                  <li key={file.key} className="flex items-center gap-2.5 px-2.5 py-1.5">
                    <FileTextIcon className="size-4 shrink-0 text-muted-foreground" />
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium">{file.document.title}</p>
                      <p className="truncate text-xs text-muted-foreground">
                        {file.name} · {formatBytes(file.size)} · ID <code className="font-mono">{file.document.id}</code>
                      </p>
                    </div>
                    <Button variant="ghost" size="icon" aria-label={`Remove ${file.name}`} onClick={() => setFiles(files.filter((f) => f.key !== file.key))}>
                      <XIcon />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <Field label="Author" optional hint="Applied to every file.">
              <Input value={form.author} onChange={set("author")} maxLength={500} />
            </Field>
          </>
        )}

        <Field
          label="Metadata"
          optional
          hint={mode === "upload" ? "A JSON object applied to every file; its keys become search filters." : "A JSON object; its keys become search filters."}
          error={metadataError ?? undefined}
        >
          <textarea
            value={form.metadata}
            onChange={(e) => {
              setForm({ ...form, metadata: e.target.value });
              if (metadataError) setMetadataError(null);
            }}
            onBlur={checkMetadata}
            rows={3}
            spellCheck={false}
            placeholder='{"team": "Support", "tags": ["returns"]}'
            className={cn(textareaClasses, "font-mono text-xs")}
          />
        </Field>

        <DialogFooter>
          <Button onClick={close} disabled={upsert.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={upsert.isPending} disabled={reading}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
