"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { REFRESH_INTERVALS, useRefreshSettings, type Dashboard, type RefreshInterval } from "@/lib/api-client/dashboards";
import { errorMessage } from "@/lib/api-client/fetcher";

export function intervalLabel(seconds: number): string {
  return REFRESH_INTERVALS.find((i) => i.value === seconds)?.label ?? `Every ${Math.round(seconds / 60)} minutes`;
}

/** Auto-refresh: on or off, and how often the scheduler re-runs every chart's query. */
export function RefreshSettingsDialog({ dashboard, open, onClose }: { dashboard: Dashboard; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const save = useRefreshSettings();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [interval, chooseInterval] = useState<RefreshInterval | null>(null);
  const refreshEnabled = enabled ?? dashboard.refreshEnabled;
  const refreshInterval = interval ?? dashboard.refreshInterval;

  function close() {
    save.reset();
    setEnabled(null);
    chooseInterval(null);
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { id: dashboard.id, settings: { refreshEnabled, refreshInterval } },
      {
        onSuccess: (settings) => {
          toast(settings.refreshEnabled ? `Auto-refresh on: ${intervalLabel(settings.refreshInterval).toLowerCase()}` : "Auto-refresh off");
          close();
        },
      },
    );
  }

  return (
    <Dialog open={open} onClose={close} busy={save.isPending} title="Refresh settings" description="Re-run every chart's query on a schedule, so the dashboard and its public page stay current.">
      <form onSubmit={onSubmit} className="space-y-4">
        {save.isError && <Notice tone="danger">{errorMessage(save.error)}</Notice>}
        <label className="flex items-center justify-between gap-3 text-sm font-medium">
          Refresh automatically
          <input
            type="checkbox"
            role="switch"
            checked={refreshEnabled}
            onChange={(e) => setEnabled(e.target.checked)}
            data-autofocus
            className="peer relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-border-strong transition-colors checked:bg-accent before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-white before:shadow-sm before:transition-transform checked:before:translate-x-4"
          />
        </label>
        <Field label="Interval" hint={refreshEnabled ? undefined : "Used once auto-refresh is on."}>
          <Select value={refreshInterval} onChange={(e) => chooseInterval(Number(e.target.value) as RefreshInterval)}>
            {REFRESH_INTERVALS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <DialogFooter>
          <Button onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={save.isPending}>
            Save
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
