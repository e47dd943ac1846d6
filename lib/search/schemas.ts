import { z } from "zod";
import { CollectionId } from "../collections/schemas";

export const OPERATORS = ["eq", "neq", "gt", "gte", "lt", "lte", "in", "contains"] as const;
export type Operator = (typeof OPERATORS)[number];

const Scalar = z.union([z.string().max(1000), z.number().finite(), z.boolean(), z.null()]);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export const isIsoDate = (value: unknown): value is string =>
  typeof value === "string" && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));

export const Filter = z
  .object({
    field: z.string().min(1).max(200),
    operator: z.enum(OPERATORS, { message: `Must be one of ${OPERATORS.join(", ")}.` }),
    value: z.unknown(),
  })
  .strict()
  .superRefine((filter, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", path: ["value"], message });
    const { operator, value } = filter;
    if (operator === "eq" || operator === "neq") {
      if (!Scalar.safeParse(value).success) fail("Must be a string, number, boolean or null.");
    } else if (operator === "in") {
      if (!Array.isArray(value) || value.length === 0 || value.length > 1000) fail("Must be a non-empty array (at most 1,000 values).");
      else if (!value.every((v) => Scalar.safeParse(v).success)) fail("Must hold strings, numbers or booleans.");
    } else if (operator === "contains") {
      if (!(typeof value === "string" && value.length > 0 && value.length <= 1000) && typeof value !== "number") {
        fail("Must be a non-empty string or a number.");
      }
    } else if (!(typeof value === "number" && Number.isFinite(value)) && !isIsoDate(value)) {
      fail("Must be a number or an ISO 8601 date.");
    }
  });
export type Filter = z.infer<typeof Filter>;

export const SearchMode = z.enum(["hybrid", "semantic", "keyword"]);
export type SearchMode = z.infer<typeof SearchMode>;

export const Limit = z.number().int().min(1).max(100);

export const SearchOptions = z.object({
  query: z.string().trim().min(1, "Required.").max(2000),
  limit: Limit.default(10),
  mode: SearchMode.default("hybrid"),
  filters: z.array(Filter).max(50).default([]),
  rerank: z.boolean().default(false),
  expandQuery: z.boolean().default(false),
  generateAnswer: z.boolean().default(false),
  recencyBias: z.number().min(0).max(1).default(0),
});
export type SearchOptions = z.infer<typeof SearchOptions>;

export const SearchInput = SearchOptions.extend({ collectionId: CollectionId.or(z.string().min(1).max(200)) }).strict();
export type SearchInput = z.infer<typeof SearchInput>;

export const CollectionSearchQuery = z
  .object({
    query: z.string().trim().min(1, "Required.").max(2000),
    responseType: z.enum(["raw", "completion"]).default("raw"),
    limit: z
      .string()
      .regex(/^\d+$/, "Must be an integer.")
      .transform(Number)
      .pipe(Limit)
      .default(10),
    mode: SearchMode.default("hybrid"),
    rerank: z.enum(["true", "false"]).transform((v) => v === "true").default(false),
    expandQuery: z.enum(["true", "false"]).transform((v) => v === "true").default(false),
  })
  .strict();
