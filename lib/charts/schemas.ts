import { z } from "zod";
import { Filter } from "../search/schemas";

export const ChartType = z.enum(["bar", "line", "area", "pie", "table", "metric"]);

export const AggregateQuery = z
  .object({
    kind: z.literal("aggregate"),
    collectionId: z.string().min(1).max(200),
    groupBy: z.object({ field: z.string().min(1).max(200), bucket: z.enum(["day", "week", "month"]).optional() }).optional(),
    metric: z.object({ op: z.enum(["count", "sum", "avg", "min", "max"]), field: z.string().min(1).max(200).optional() }),
    filters: z.array(Filter).max(20).optional(),
    limit: z.number().int().min(1).max(1000).optional(),
  })
  .refine((q) => q.metric.op === "count" || q.metric.field, { message: "sum, avg, min and max need a field.", path: ["metric", "field"] });

export const SqlQuery = z.object({
  kind: z.literal("sql"),
  sourceConnectionId: z.string().min(1).max(200),
  sql: z.string().trim().min(1).max(20_000),
});

export const ChartQuery = z.union([AggregateQuery, SqlQuery]);
