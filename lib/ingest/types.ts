import { z } from "zod";

/** One document as every producer hands it to the ingestion pipeline (API upserts and connectors). */
export const IngestDocument = z.object({
  externalId: z.string().min(1).max(512),
  content: z.string(),
  title: z.string().max(1000).optional(),
  url: z.string().max(4000).optional(),
  author: z.string().max(500).optional(),
  createdAt: z.coerce.date().optional(),
  updatedAt: z.coerce.date().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type IngestDocument = z.infer<typeof IngestDocument>;
