"use client";

import "react-grid-layout/css/styles.css";
import "react-resizable/css/styles.css";
import { useMemo } from "react";
import ReactGridLayout, { moveElement, useContainerWidth, verticalCompactor, type Layout } from "react-grid-layout";
import type { ChartLike } from "@/components/charts/chart-view";
import type { ChartType } from "@/lib/api-client/conversations";
import type { WidgetLayout } from "@/lib/api-client/dashboards";
import { DRAG_HANDLE, WidgetCard, type MoveKey } from "./widget-card";

export const COLUMNS = 12;
export const ROW_HEIGHT = 60;

export type EditorWidget = { id: string; layout: WidgetLayout; chart: ChartLike };

const GRID = { cols: COLUMNS, rowHeight: ROW_HEIGHT, margin: [12, 12] as [number, number], containerPadding: [0, 0] as [number, number] };
const DRAG = { handle: `.${DRAG_HANDLE}` };

const sameLayout = (a: WidgetLayout, b: WidgetLayout | undefined) => !!b && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

/**
 * The editable grid: 12 columns, widgets moved by their header's handle (mouse, or arrow keys on
 * the focused handle) and resized from their corner. Reports layouts that differ from `widgets`.
 */
export function DashboardGrid({
  widgets,
  onLayout,
  onRename,
  onRetype,
  onRemove,
}: {
  widgets: EditorWidget[];
  onLayout: (layouts: Record<string, WidgetLayout>) => void;
  onRename: (id: string, title: string) => void;
  onRetype: (id: string, type: ChartType) => void;
  onRemove: (id: string) => void;
}) {
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const layout = useMemo(() => widgets.map((w) => ({ i: w.id, ...w.layout, minW: 2, minH: 2 })), [widgets]);

  function report(next: Layout) {
    const byId = new Map(next.map((item) => [item.i, { x: item.x, y: item.y, w: item.w, h: item.h }]));
    if (widgets.every((w) => sameLayout(w.layout, byId.get(w.id)))) return;
    onLayout(Object.fromEntries(byId));
  }

  // The same move a drag makes, one step at a time: a column sideways, or past its own height.
  function moveByKey(id: string, key: MoveKey) {
    const item = layout.find((l) => l.i === id);
    if (!item) return;
    const x = key === "ArrowLeft" ? item.x - 1 : key === "ArrowRight" ? item.x + 1 : item.x;
    const y = key === "ArrowUp" ? item.y - 1 : key === "ArrowDown" ? item.y + item.h : item.y;
    const moved = moveElement(layout, item, Math.min(Math.max(0, x), COLUMNS - item.w), Math.max(0, y), true, false, "vertical", COLUMNS, false);
    report(verticalCompactor.compact(moved, COLUMNS));
  }

  return (
    <div
      ref={containerRef}
      className="[&_.react-grid-placeholder]:rounded-lg [&_.react-grid-placeholder]:bg-accent! [&_.react-grid-placeholder]:opacity-15!"
    >
      <p id="widget-move-hint" className="sr-only">
        Drag to move the widget, or use the arrow keys. Drag its bottom right corner to resize it.
      </p>
      {mounted && (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={GRID}
          dragConfig={DRAG}
          compactor={verticalCompactor}
          onLayoutChange={report}
        >
          {widgets.map((widget) => (
            <div key={widget.id} data-widget-id={widget.id}>
              <WidgetCard
                chart={widget.chart}
                onRename={(title) => onRename(widget.id, title)}
                onRetype={(type) => onRetype(widget.id, type)}
                onRemove={() => onRemove(widget.id)}
                onMoveKey={(key) => moveByKey(widget.id, key)}
              />
            </div>
          ))}
        </ReactGridLayout>
      )}
    </div>
  );
}
