"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { useCreateDashboard } from "@/lib/api-client/dashboards";
import { errorMessage } from "@/lib/api-client/fetcher";

/** Copies every chart of the conversation into a new dashboard and opens its editor. */
export function CreateDashboardDialog({
  open,
  onClose,
  conversationId,
  defaultTitle,
  chartCount,
}: {
  open: boolean;
  onClose: () => void;
  conversationId: string;
  defaultTitle: string;
  chartCount: number;
}) {
  const router = useRouter();
  const toast = useToast();
  const create = useCreateDashboard();
  const [title, setTitle] = useState<string | null>(null);
  const value = title ?? defaultTitle;

  function close() {
    create.reset();
    setTitle(null);
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { conversationId, title: value.trim() },
      {
        onSuccess: (dashboard) => {
          toast(`Dashboard “${dashboard.title}” created`);
          router.push(`/dashboards/${dashboard.id}`);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={create.isPending}
      title="Create a dashboard"
      description={`The ${chartCount === 1 ? "chart" : `${chartCount} charts`} of this conversation will be copied onto a new dashboard you can arrange, refresh and publish.`}
    >
      <form onSubmit={onSubmit} className="space-y-4">
        {create.isError && <Notice tone="danger">{errorMessage(create.error)}</Notice>}
        <Field label="Title">
          <Input value={value} onChange={(e) => setTitle(e.target.value)} required maxLength={200} data-autofocus />
        </Field>
        <DialogFooter>
          <Button onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={create.isPending || create.isSuccess} disabled={!value.trim()}>
            Create dashboard
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
