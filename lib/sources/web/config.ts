import { z } from "zod";
import { ConnectorError, type FieldSpec } from "@/lib/sources/types";

/** A list given as an array or as a comma- or newline-separated string. */
export const stringList = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((v) => (typeof v === "string" ? v.split(/[\n,]/) : (v ?? [])).map((s) => s.trim()).filter(Boolean));

export const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(["true", "false", ""])])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === true || v === "true"));

export const httpUrl = z.string().refine((s) => {
  try {
    return ["http:", "https:"].includes(new URL(s).protocol);
  } catch {
    return false;
  }
}, "must be an http(s) URL");

export const WebConfig = z.object({
  startUrls: stringList.pipe(z.array(httpUrl).min(1, "give at least one start URL")),
  maxDepth: z.coerce.number().int().min(0).max(20).default(2),
  maxPages: z.coerce.number().int().min(1).max(5000).default(200),
  sameOrigin: flag(true),
  include: stringList,
  exclude: stringList,
  useSitemap: flag(true),
  batchSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type WebConfig = z.infer<typeof WebConfig>;

export function parseConfig<T>(schema: z.ZodType<T>, config: Record<string, unknown>): T {
  const parsed = schema.safeParse(config);
  if (!parsed.success) {
    throw new ConnectorError("invalid_config", parsed.error.issues.map((i) => `${i.path.join(".") || "config"}: ${i.message}`).join("; "));
  }
  return parsed.data;
}

export const webConfigFields: FieldSpec[] = [
  { name: "startUrls", type: "string[]", required: true, label: "Start URLs" },
  { name: "maxDepth", type: "number", required: false, label: "Maximum link depth", help: "Links followed from a start URL; 0 crawls the start URLs (and sitemap) only.", default: 2 },
  { name: "maxPages", type: "number", required: false, label: "Maximum pages", help: "Pages fetched per sync, at most 5000.", default: 200 },
  { name: "sameOrigin", type: "boolean", required: false, label: "Stay on the start URLs' sites", default: true },
  { name: "include", type: "string[]", required: false, label: "Include paths", help: 'Path prefixes or patterns, e.g. "/docs" or "/blog/*/2024"; "*" matches anything, a final "$" anchors the end.' },
  { name: "exclude", type: "string[]", required: false, label: "Exclude paths", help: "Same syntax; an excluded path is never fetched." },
  { name: "useSitemap", type: "boolean", required: false, label: "Read sitemaps", help: "Seed the crawl with sitemap.xml and the Sitemap lines of robots.txt.", default: true },
  { name: "batchSize", type: "number", required: false, label: "Pages per batch", default: 10 },
];
