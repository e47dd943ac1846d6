"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import { useCreateApiKey, type ApiKeyScope, type CreatedApiKey } from "@/lib/api-client/api-keys";
import { useCollectionOptions } from "@/lib/api-client/collections";
import { ApiError, errorMessage } from "@/lib/api-client/fetcher";
import { SCOPES } from "./scopes";

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

// The key stops working at the end of the chosen day, in the visitor's time zone.
function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59.999`).toISOString();
}

export function CreateApiKeyDialog({
  open,
  onClose,
  onCreated,
  collectionId,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
  /** Pre-sets scope Collection and this collection. */
  collectionId?: string;
}) {
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiKeyScope>("Collection");
  const [collection, setCollection] = useState(collectionId ?? "");
  const [expires, setExpires] = useState("");
  const options = useCollectionOptions(open && scope === "Collection");

  function close() {
    create.reset();
    setName("");
    setScope("Collection");
    setCollection(collectionId ?? "");
    setExpires("");
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      {
        name: name.trim(),
        scope,
        collectionId: scope === "Collection" ? collection : undefined,
        expiresAt: expires ? endOfDay(expires) : undefined,
      },
      {
        onSuccess: (key) => {
          close();
          onCreated(key);
        },
      },
    );
  }

  const collections = options.data ?? [];
  const missingPreset = collectionId && !collections.some((c) => c.id === collectionId);
  const error = create.error;
  const fieldError = (path: string) => (error instanceof ApiError ? error.fieldError(path) : undefined);
  return (
    <Dialog
      open={open}
      onClose={close}
      busy={create.isPending}
      title="Create API key"
      description={
        <>
          Keys authenticate the REST API and MCP endpoints with <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code>.
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-4">
        {error && <Notice tone="danger">{errorMessage(error)}</Notice>}
        <Field label="Name" hint="Where it is used, e.g. “Production search” or “Claude Desktop”." error={fieldError("name")}>
          <Input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} data-autofocus />
        </Field>
        <Field label="Scope" hint={SCOPES.find((s) => s.value === scope)?.description} error={fieldError("scope")}>
          <Select value={scope} onChange={(e) => setScope(e.target.value as ApiKeyScope)}>
            {SCOPES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </Field>
        {scope === "Collection" && (
          <Field label="Collection" error={fieldError("collectionId")}>
            <Select value={collection} onChange={(e) => setCollection(e.target.value)} required>
              <option value="" disabled>
                {options.isPending ? "Loading collections…" : "Select a collection"}
              </option>
              {missingPreset && <option value={collectionId}>{collectionId}</option>}
              {collections.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.id})
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label="Expires" optional hint="The key stops working at the end of this day. Leave empty for no expiry." error={fieldError("expiresAt")}>
          <Input type="date" value={expires} min={today()} onChange={(e) => setExpires(e.target.value)} />
        </Field>
        <DialogFooter>
          <Button onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={create.isPending}>
            Create key
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
