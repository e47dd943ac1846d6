"use client";

import type { KeyboardEvent } from "react";
import { ChartView, type ChartLike } from "@/components/charts/chart-view";
import { StaleBadge } from "@/components/charts/stale-badge";
import { Button } from "@/components/ui/button";
import { TrashIcon } from "@/components/ui/icons";
import { CHART_TYPES, type ChartType } from "@/lib/api-client/conversations";
import { GripIcon } from "@/components/ui/icons";
import { InlineTitle } from "./inline-title";

export const DRAG_HANDLE = "widget-drag-handle";

const TYPE_LABELS: Record<ChartType, string> = { bar: "Bar", line: "Line", area: "Area", pie: "Pie", table: "Table", metric: "Metric" };

export type MoveKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown";

/** A dashboard widget in the editor: a header to move, rename, retype or remove it, and its chart. */
export function WidgetCard({
  chart,
  onRename,
  onRetype,
  onRemove,
  onMoveKey,
}: {
  chart: ChartLike;
  onRename: (title: string) => void;
  onRetype: (type: ChartType) => void;
  onRemove: () => void;
  onMoveKey: (key: MoveKey) => void;
}) {
  function onHandleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight" || event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      onMoveKey(event.key);
    }
  }

  return (
    <div className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-xs">
      <div className="flex items-center gap-1 border-b border-border py-1 pr-1 pl-1">
        <button
          type="button"
          className={`${DRAG_HANDLE} inline-flex size-7 shrink-0 cursor-grab items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground active:cursor-grabbing`}
          aria-label={`Move “${chart.title}”`}
          aria-describedby="widget-move-hint"
          onKeyDown={onHandleKeyDown}
        >
          <GripIcon className="size-4" />
        </button>
        <InlineTitle value={chart.title} onCommit={onRename} label="Widget title" className="h-7 min-w-0 flex-1 text-sm font-medium" />
        {chart.stale && <StaleBadge reason={chart.staleReason} lastSuccessAt={chart.lastSuccessAt} />}
        <select
          aria-label={`Chart type of “${chart.title}”`}
          value={chart.type}
          onChange={(e) => onRetype(e.target.value as ChartType)}
          className="h-7 shrink-0 rounded-md border border-border bg-surface px-1.5 text-xs text-foreground hover:border-border-strong focus-visible:border-accent"
        >
          {CHART_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        <Button variant="ghost" size="icon" className="size-7" aria-label={`Remove “${chart.title}”`} title="Remove" onClick={onRemove}>
          <TrashIcon />
        </Button>
      </div>
      <div className="min-h-0 flex-1 p-3">
        <ChartView chart={chart} hideTitle />
      </div>
    </div>
  );
}
