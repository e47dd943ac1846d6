"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { useCreateCollection } from "@/lib/api-client/collections";
import { ApiError, errorMessage } from "@/lib/api-client/fetcher";

export function CreateCollectionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const toast = useToast();
  const create = useCreateCollection();
  const [name, setName] = useState("");
  const [id, setId] = useState("");

  function close() {
    create.reset();
    setName("");
    setId("");
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), id: id.trim() || undefined },
      {
        onSuccess: (collection) => {
          toast(`Collection “${collection.name}” created`);
          close();
          router.push(`/collections/${collection.id}`);
        },
      },
    );
  }

  const error = create.error;
  const conflict = error instanceof ApiError && error.code === "conflict";
  const fieldError = (path: string) => (error instanceof ApiError ? error.fieldError(path) : undefined);
  return (
    <Dialog
      open={open}
      onClose={close}
      busy={create.isPending}
      title="New collection"
      description="A collection holds documents from your sources and the API, searchable on its own."
    >
      <form onSubmit={onSubmit} className="space-y-4">
        {error && (
          <Notice tone="danger" title={conflict ? "That ID is taken" : undefined}>
            {errorMessage(error)}
          </Notice>
        )}
        <Field label="Name" error={fieldError("name")}>
          <Input value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} placeholder="Support articles" data-autofocus />
        </Field>
        <Field
          label="ID"
          optional
          hint="3–64 lowercase letters, digits and hyphens. Used in API and MCP URLs; derived from the name when empty."
          error={fieldError("id") ?? (conflict ? "Choose another ID, or leave it empty." : undefined)}
        >
          <Input
            value={id}
            onChange={(e) => setId(e.target.value.toLowerCase())}
            pattern="[a-z0-9\-]{3,64}"
            minLength={3}
            maxLength={64}
            placeholder="support-articles"
            className="font-mono"
            spellCheck={false}
            autoCapitalize="off"
          />
        </Field>
        <DialogFooter>
          <Button onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={create.isPending}>
            Create collection
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
