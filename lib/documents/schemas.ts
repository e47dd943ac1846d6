import { z } from "zod";

const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());

export const ApiDocument = z.object({
  id: z.string().min(1).max(512),
  content: z.string().max(5_000_000),
  title: z.string().max(1000).optional(),
  url: z.string().max(4000).optional(),
  author: z.string().max(500).optional(),
  createdAt: isoDate.optional(),
  updatedAt: isoDate.optional(),
  metadata: z.record(z.string().min(1).max(200), z.unknown()).optional(),
});

export const UpsertDocumentsInput = z.object({
  documents: z.array(ApiDocument).min(1).max(1000, "At most 1,000 documents per call."),
});
export type UpsertDocumentsInput = z.infer<typeof UpsertDocumentsInput>;
