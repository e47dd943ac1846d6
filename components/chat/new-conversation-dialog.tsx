"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useCollectionOptions } from "@/lib/api-client/collections";
import { useCreateConversation } from "@/lib/api-client/conversations";
import { errorMessage } from "@/lib/api-client/fetcher";

export function NewConversationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const collections = useCollectionOptions(open);
  const create = useCreateConversation();
  const [collectionId, setCollectionId] = useState("");
  const [title, setTitle] = useState("");
  const options = collections.data ?? [];
  const chosen = collectionId || options[0]?.id || "";

  function close() {
    create.reset();
    setCollectionId("");
    setTitle("");
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { collectionId: chosen, title: title.trim() || undefined },
      {
        onSuccess: (conversation) => {
          close();
          router.push(`/chat?c=${encodeURIComponent(conversation.id)}`);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={create.isPending}
      title="New conversation"
      description="The assistant answers from the documents of one collection, and charts their metadata."
    >
      <form onSubmit={onSubmit} className="space-y-4">
        {create.isError && <Notice tone="danger">{errorMessage(create.error)}</Notice>}
        {collections.isError && <Notice tone="danger">{errorMessage(collections.error)}</Notice>}
        {collections.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : options.length === 0 ? (
          <Notice tone="info" title="No collections yet">
            <Link href="/collections" className="underline" onClick={close}>
              Create a collection
            </Link>{" "}
            and add documents to it first.
          </Notice>
        ) : (
          <Field label="Collection">
            <Select value={chosen} onChange={(e) => setCollectionId(e.target.value)} required data-autofocus>
              {options.map((collection) => (
                <option key={collection.id} value={collection.id}>
                  {collection.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label="Title" optional hint="Defaults to “Chat about <collection>”.">
          <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} placeholder="Q3 planning questions" />
        </Field>
        <DialogFooter>
          <Button onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={create.isPending} disabled={!chosen}>
            Start conversation
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
