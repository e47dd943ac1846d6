import type { CSSProperties } from "react";
import { ChartView, type ChartLike } from "@/components/charts/chart-view";
import type { WidgetLayout } from "@/lib/api-client/dashboards";

export type PublicWidget = ChartLike & { id: string; layout: WidgetLayout };

/**
 * A published dashboard's widgets, read-only, placed by their stored layout on the editor's
 * 12-column grid (60 px rows, 12 px gaps). Narrow screens stack them in reading order.
 */
export function PublicGrid({ widgets }: { widgets: PublicWidget[] }) {
  const ordered = [...widgets].sort((a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x);
  return (
    <div className="grid gap-3 md:auto-rows-[60px] md:grid-cols-12">
      {ordered.map((widget) => {
        const { x, y, w, h } = widget.layout;
        const place = { "--col": `${x + 1} / span ${w}`, "--row": `${y + 1} / span ${h}` } as CSSProperties;
        return (
          <section
            key={widget.id}
            style={place}
            className="h-80 min-w-0 rounded-lg border border-border bg-surface p-3 shadow-xs md:h-auto md:[grid-column:var(--col)] md:[grid-row:var(--row)]"
          >
            <ChartView chart={widget} />
          </section>
        );
      })}
    </div>
  );
}
