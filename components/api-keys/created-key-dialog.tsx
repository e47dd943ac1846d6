"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Notice } from "@/components/ui/notice";
import type { CreatedApiKey } from "@/lib/api-client/api-keys";

/** Shows a new key's secret, the only time it is ever available. */
export function CreatedKeyDialog({ apiKey, onClose }: { apiKey: CreatedApiKey | null; onClose: () => void }) {
  const id = useId();
  const inputId = `${id}-key`;
  return (
    <Dialog
      open={apiKey !== null}
      onClose={onClose}
      closeOnBackdrop={false}
      title="API key created" description={apiKey ? `“${apiKey.name}” is ready to use.` : undefined}
    >
      {apiKey && (
        <div className="space-y-4">
          <Notice tone="warning" title="Copy this key now">
            It will not be shown again. Only a hash is stored, so a lost key cannot be recovered: revoke it and create a new one.
          </Notice>
          <div className="space-y-1.5">
            <Label htmlFor={inputId}>API key</Label>
            <div className="flex flex-wrap items-center gap-2">
              <Input
                id={inputId}
                readOnly
                value={apiKey.key}
                onFocus={(e) => e.currentTarget.select()}
                className="min-w-0 flex-1 font-mono text-xs"
                spellCheck={false}
              />
              <CopyButton value={apiKey.key} fallbackTargetId={inputId} label="Copy key" />
            </div>
          </div>
          <DialogFooter>
            <Button variant="primary" onClick={onClose}>
              Done
            </Button>
          </DialogFooter>
        </div>
      )}
    </Dialog>
  );
}
