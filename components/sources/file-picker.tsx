"use client";

import { useId, useRef, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { FileTextIcon, PlusIcon, XIcon } from "@/components/ui/icons";
import { formatBytes } from "./format";

export const ACCEPTED_FILES = ".md,.txt,.html,.pdf,.docx,.csv";
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Chosen files by name, the newest choice winning (the API also replaces a file of the same name). */
export function mergeFiles(current: File[], added: File[]): File[] {
  const byName = new Map(current.map((f) => [f.name, f]));
  for (const file of added) byName.set(file.name, file);
  return [...byName.values()];
}

/** Too large files, as messages; the API refuses anything over 20 MiB. */
export function fileProblems(files: File[]): string[] {
  return files.filter((f) => f.size > MAX_FILE_BYTES).map((f) => `${f.name} is larger than 20 MiB.`);
}

/** A "Choose files" button over a native multiple file input, and the chosen files with Remove buttons. */
export function FilePicker({
  files,
  onChange,
  error,
  autoFocus,
  label = "Files",
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  autoFocus?: boolean;
  label?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (chosen.length) onChange(mergeFiles(files, chosen));
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <span id={`${id}-label`} className="text-xs font-medium">
          {label}
        </span>
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          onChange={onFiles}
          aria-labelledby={`${id}-label`}
          className="sr-only"
          tabIndex={-1}
        />
        <Button size="sm" onClick={() => input.current?.click()} data-autofocus={autoFocus || undefined} aria-describedby={`${id}-hint`}>
          <PlusIcon />
          Choose files
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Markdown, text, HTML, PDF, Word (.docx) or CSV; up to 20 MiB each. A file with the name of an uploaded one replaces it.
      </p>
      {files.length > 0 && (
        <ul aria-label="Chosen files" className="divide-y divide-border rounded-md border border-border bg-surface">
          {files.map((file) => (
            <li key={file.name} className="flex items-center gap-2 px-3 py-1.5 text-sm">
              <FileTextIcon className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="text-xs text-muted-foreground tabular-nums">{formatBytes(file.size)}</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-6"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((f) => f !== file))}
              >
                <XIcon className="size-3.5" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-xs text-danger-soft-foreground">{error}</p>}
    </div>
  );
}
