"use client";

import { useState, type FormEvent } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { publicDashboardUrl, usePublishDashboard, useUnpublishDashboard, type Dashboard } from "@/lib/api-client/dashboards";
import { errorMessage } from "@/lib/api-client/fetcher";
import { ExternalLinkIcon, LockIcon } from "@/components/ui/icons";

/**
 * Publishing: an optional password, then the public link to copy or open. A public dashboard can
 * get a new password (or lose it: publishing again without one removes it) or be unpublished.
 */
export function PublishDialog({
  dashboard,
  open,
  onClose,
  beforePublish,
}: {
  dashboard: Dashboard;
  open: boolean;
  onClose: () => void;
  /** Saves pending editor changes, so the public page shows what the editor shows. */
  beforePublish: () => Promise<void>;
}) {
  const toast = useToast();
  const publish = usePublishDashboard();
  const unpublish = useUnpublishDashboard();
  const [password, setPassword] = useState("");
  const [publicUrl, setPublicUrl] = useState<string | null>(null);
  const busy = publish.isPending || unpublish.isPending;
  const url = dashboard.isPublic && dashboard.slug ? (publicUrl ?? publicDashboardUrl(dashboard.slug)) : null;

  function close() {
    publish.reset();
    unpublish.reset();
    setPassword("");
    setPublicUrl(null);
    onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await beforePublish().catch(() => undefined);
    publish.mutate(
      { id: dashboard.id, password: password || undefined },
      {
        onSuccess: (result) => {
          setPublicUrl(result.publicUrl);
          setPassword("");
          toast(dashboard.isPublic ? "Access updated" : "Dashboard published");
        },
      },
    );
  }

  function onUnpublish() {
    unpublish.mutate(dashboard.id, {
      onSuccess: () => {
        setPublicUrl(null);
        toast("Dashboard unpublished: its link no longer works");
      },
    });
  }

  const error = publish.error ?? unpublish.error;
  return (
    <Dialog open={open} onClose={close} busy={busy} size="lg" title={url ? "Share dashboard" : "Publish dashboard"} description={url ? undefined : "Anyone with the link can view the charts and their data, but not the queries behind them."}>
      <div className="space-y-4">
        {error && <Notice tone="danger">{errorMessage(error)}</Notice>}
        {url && (
          <div className="space-y-1.5">
            <Label htmlFor="public-url">Public link</Label>
            <div className="flex flex-wrap items-center gap-2">
              <Input id="public-url" value={url} readOnly className="min-w-0 flex-1 font-mono text-xs" onFocus={(e) => e.target.select()} />
              <CopyButton value={url} fallbackTargetId="public-url" label="Copy link" />
              <a href={url} target="_blank" rel="noreferrer" className={buttonClasses()}>
                <ExternalLinkIcon />
                Open
              </a>
            </div>
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              {dashboard.passwordProtected ? (
                <>
                  <LockIcon className="size-3.5" /> Viewers need the password.
                </>
              ) : (
                "Anyone with the link can view it."
              )}
            </p>
          </div>
        )}
        <form onSubmit={onSubmit} className="space-y-4">
          <Field
            label={url ? "New password" : "Password"}
            optional
            hint={
              url
                ? "Publishing again keeps the same link. Leave empty to remove the password."
                : "Viewers will have to enter it. Leave empty to let anyone with the link view the dashboard."
            }
          >
            <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} maxLength={200} autoComplete="new-password" data-autofocus={url ? undefined : true} />
          </Field>
          <DialogFooter>
            {url && (
              <Button variant="danger" className="mr-auto" onClick={onUnpublish} loading={unpublish.isPending} disabled={publish.isPending}>
                Unpublish
              </Button>
            )}
            <Button onClick={close} disabled={busy}>
              {url ? "Done" : "Cancel"}
            </Button>
            <Button type="submit" variant={url ? "secondary" : "primary"} loading={publish.isPending} disabled={unpublish.isPending}>
              {url ? "Update access" : "Publish"}
            </Button>
          </DialogFooter>
        </form>
      </div>
    </Dialog>
  );
}
