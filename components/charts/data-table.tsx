import type { ChartRow } from "@/lib/api-client/conversations";
import { cn } from "@/components/ui/cn";
import { columnsOf, formatValue, humanize } from "./series";

/** A chart's rows as a table: the `table` chart type, and the screen-reader view of the others. */
export function DataTable({ data, className }: { data: ChartRow[]; className?: string }) {
  const columns = columnsOf(data);
  return (
    <div className={cn("overflow-auto rounded-md border border-border", className)}>
      <table className="w-full border-collapse text-left text-xs">
        <thead className="sticky top-0 bg-subtle text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="h-7 border-b border-border px-2.5 font-medium whitespace-nowrap">
                {humanize(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {data.map((row, i) => (
            <tr key={i}>
              {columns.map((column) => (
                <td key={column} className={cn("h-7 px-2.5", typeof row[column] === "number" && "text-right tabular-nums")}>
                  {formatValue(row[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
