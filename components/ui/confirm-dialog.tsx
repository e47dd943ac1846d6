"use client";

import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogFooter } from "./dialog";
import { Notice } from "./notice";

/** Asks before a destructive action; Cancel has the initial focus. */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  confirmLabel,
  pending,
  error,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  error?: string | null;
}) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} size="sm" busy={pending}>
      <div className="space-y-3 text-sm text-muted-foreground">{description}</div>
      {error && (
        <Notice tone="danger" className="mt-3">
          {error}
        </Notice>
      )}
      <DialogFooter>
        <Button data-autofocus onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
