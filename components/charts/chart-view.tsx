"use client";

import { useId } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { cn } from "@/components/ui/cn";
import { DataTable } from "./data-table";
import { formatValue, humanize, metricValue, PALETTE, seriesOf, type ChartLike } from "./series";
import { StaleBadge } from "./stale-badge";

export type { ChartLike } from "./series";

/**
 * Any chart of a conversation or dashboard, drawn from its stored data: bar, line, area and pie with
 * recharts, table as a table, metric as one big figure. Animations are off so screenshots are stable.
 * Without `height` it fills its parent, which must have a height.
 */
export function ChartView({ chart, hideTitle, height, className }: { chart: ChartLike; hideTitle?: boolean; height?: number; className?: string }) {
  const titleId = useId();
  return (
    <figure
      aria-labelledby={hideTitle ? undefined : titleId}
      aria-label={hideTitle ? chart.title : undefined}
      className={cn("flex min-w-0 flex-col", height === undefined && "h-full", className)}
    >
      {!hideTitle && (
        <figcaption className="mb-2 flex items-start justify-between gap-2">
          <span id={titleId} className="min-w-0 text-sm font-medium text-foreground">
            {chart.title}
          </span>
          {chart.stale && <StaleBadge reason={chart.staleReason} lastSuccessAt={chart.lastSuccessAt} />}
        </figcaption>
      )}
      <div className="min-h-0 flex-1" style={height === undefined ? undefined : { height }}>
        <ChartBody chart={chart} />
      </div>
    </figure>
  );
}

function ChartBody({ chart }: { chart: ChartLike }) {
  if (chart.data.length === 0) {
    return (
      <div className="flex h-full min-h-24 items-center justify-center rounded-md border border-dashed border-border-strong px-3 text-center text-sm text-muted-foreground">
        No data to show yet.
      </div>
    );
  }
  if (chart.type === "metric") return <Metric chart={chart} />;
  const { xKey, yKeys } = seriesOf(chart);
  // Rows without a numeric column cannot be plotted; they still read well as a table.
  if (chart.type === "table" || yKeys.length === 0) return <DataTable data={chart.data} className="max-h-full" />;
  return (
    <div className="h-full min-h-32 text-muted-foreground">
      <ResponsiveContainer width="100%" height="100%" minHeight={128}>
        {chart.type === "pie" ? (
          <PieChart accessibilityLayer>
            <Pie data={chart.data} dataKey={yKeys[0]} nameKey={xKey} outerRadius="80%" isAnimationActive={false} stroke="var(--surface)">
              {chart.data.map((row, i) => (
                <Cell key={`${String(row[xKey])}-${i}`} fill={PALETTE[i % PALETTE.length]} />
              ))}
            </Pie>
            <Tooltip {...tooltip} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
          </PieChart>
        ) : (
          <Cartesian chart={chart} xKey={xKey} yKeys={yKeys} />
        )}
      </ResponsiveContainer>
      <DataTable data={chart.data} className="sr-only" />
    </div>
  );
}

const tooltip = {
  contentStyle: {
    background: "var(--surface)",
    border: "1px solid var(--border)",
    borderRadius: 6,
    fontSize: 12,
    color: "var(--foreground)",
  },
  itemStyle: { color: "var(--foreground)" },
  formatter: (value: unknown) => formatValue(value as number | string | null),
  isAnimationActive: false,
} as const;

const tick = { fill: "currentColor", fontSize: 11 };

function Cartesian({ chart, xKey, yKeys }: { chart: ChartLike; xKey: string; yKeys: string[] }) {
  const axes = [
    <CartesianGrid key="grid" vertical={false} stroke="currentColor" strokeOpacity={0.15} />,
    <XAxis key="x" dataKey={xKey} tick={tick} tickLine={false} stroke="currentColor" strokeOpacity={0.3} minTickGap={8} />,
    <YAxis
      key="y"
      tick={tick}
      tickLine={false}
      axisLine={false}
      width={44}
      allowDecimals={!wholeNumbers(chart.data, yKeys)}
      tickFormatter={(value: number) => formatValue(value)}
    />,
    <Tooltip key="tooltip" {...tooltip} cursor={{ fill: "currentColor", fillOpacity: 0.06 }} />,
    yKeys.length > 1 ? <Legend key="legend" wrapperStyle={{ fontSize: 12 }} /> : null,
  ];
  const color = (i: number) => PALETTE[i % PALETTE.length];
  const margin = { top: 8, right: 8, bottom: 0, left: 0 };
  if (chart.type === "line") {
    return (
      <LineChart data={chart.data} margin={margin} accessibilityLayer>
        {axes}
        {yKeys.map((key, i) => (
          <Line key={key} dataKey={key} name={humanize(key)} stroke={color(i)} strokeWidth={2} dot={chart.data.length <= 24} isAnimationActive={false} />
        ))}
      </LineChart>
    );
  }
  if (chart.type === "area") {
    return (
      <AreaChart data={chart.data} margin={margin} accessibilityLayer>
        {axes}
        {yKeys.map((key, i) => (
          <Area key={key} dataKey={key} name={humanize(key)} stroke={color(i)} fill={color(i)} fillOpacity={0.2} strokeWidth={2} isAnimationActive={false} />
        ))}
      </AreaChart>
    );
  }
  return (
    <BarChart data={chart.data} margin={margin} accessibilityLayer>
      {axes}
      {yKeys.map((key, i) => (
        <Bar key={key} dataKey={key} name={humanize(key)} fill={color(i)} radius={[3, 3, 0, 0]} maxBarSize={48} isAnimationActive={false} />
      ))}
    </BarChart>
  );
}

const wholeNumbers = (data: ChartLike["data"], keys: string[]) =>
  data.every((row) => keys.every((key) => row[key] == null || Number.isInteger(row[key])));

function Metric({ chart }: { chart: ChartLike }) {
  return (
    <div className="flex h-full min-h-20 flex-col items-center justify-center gap-1 text-center">
      <p className="text-4xl font-semibold tracking-tight text-foreground tabular-nums">{formatValue(metricValue(chart))}</p>
    </div>
  );
}
