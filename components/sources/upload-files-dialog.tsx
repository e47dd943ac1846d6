"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { ApiError, errorMessage } from "@/lib/api-client/fetcher";
import { useConnectionFiles, useRunSync, useUploadFiles, type SourceConnection } from "@/lib/api-client/sources";
import { FilePicker, fileProblems } from "./file-picker";
import { formatBytes, plural } from "./format";

/** Adds files to a `files` connection, then (by default) starts a sync that indexes them. */
export function UploadFilesDialog({ connection, onClose }: { connection: SourceConnection; onClose: () => void }) {
  const toast = useToast();
  const uploaded = useConnectionFiles(connection.id);
  const upload = useUploadFiles();
  const run = useRunSync();
  const [files, setFiles] = useState<File[]>([]);
  const [syncAfter, setSyncAfter] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || run.isPending;
  const target = { id: connection.id, collectionId: connection.collectionId };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = fileProblems(files);
    if (!files.length) return setProblem("Choose at least one file.");
    if (problems.length) return setProblem(problems.join(" "));
    setProblem(null);
    try {
      const stored = await upload.mutateAsync({ ...target, files });
      if (!syncAfter) {
        toast(`${plural(stored.length, "file")} uploaded`);
        return onClose();
      }
      await run.mutateAsync(target);
      toast(`${plural(stored.length, "file")} uploaded; sync started`);
      onClose();
    } catch (error) {
      // Uploaded but a sync already runs: the files are kept for the next one.
      if (error instanceof ApiError && error.code === "sync_in_progress") {
        setFiles([]);
        setProblem(`${error.message} The files are uploaded and will be indexed by the next sync.`);
      } else setProblem(errorMessage(error));
    }
  }

  return (
    <Dialog open onClose={onClose} busy={busy} closeOnBackdrop={false} size="lg" title="Upload files" description={connection.name}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {problem && <Notice tone="danger">{problem}</Notice>}
        <FilePicker files={files} onChange={setFiles} autoFocus label="New files" />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={syncAfter} onChange={(e) => setSyncAfter(e.target.checked)} className="size-4 accent-accent" />
          Sync after uploading
        </label>
        <div className="space-y-1.5">
          <p className="text-xs font-medium">Already uploaded</p>
          {uploaded.isPending ? (
            <Skeleton className="h-6 w-full" />
          ) : uploaded.isError ? (
            <p className="text-xs text-danger-soft-foreground">{errorMessage(uploaded.error)}</p>
          ) : uploaded.data.length === 0 ? (
            <p className="text-xs text-muted-foreground">No files yet.</p>
          ) : (
            <ul aria-label="Uploaded files" className="max-h-40 divide-y divide-border overflow-y-auto rounded-md border border-border text-xs">
              {uploaded.data.map((file) => (
                <li key={file.id} className="flex justify-between gap-3 px-3 py-1.5">
                  <span className="min-w-0 truncate">{file.name}</span>
                  <span className="text-muted-foreground tabular-nums">{formatBytes(file.size)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <DialogFooter>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={busy}>
            Upload
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
