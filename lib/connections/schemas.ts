import { z } from "zod";

export const CreateConnectionInput = z
  .object({
    collectionId: z.string().min(1).max(200),
    sourceShortName: z.string().min(1).max(100),
    name: z.string().trim().min(1).max(200),
    credentials: z.record(z.string(), z.unknown()).default({}),
    config: z.record(z.string(), z.unknown()).optional(),
    personal: z.boolean().default(false),
  })
  .strict();
export type CreateConnectionInput = z.infer<typeof CreateConnectionInput>;

export const CredentialsInput = z.object({ credentials: z.record(z.string(), z.unknown()) }).strict();
export const ConfigInput = z.object({ config: z.record(z.string(), z.unknown()) }).strict();

export const ConnectionListQuery = z.object({
  collectionId: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(500).optional(),
});

export const DeleteConnectionQuery = z.object({
  deleteData: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
});
