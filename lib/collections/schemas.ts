import { z } from "zod";

export const CollectionId = z
  .string()
  .regex(/^[a-z0-9-]{3,64}$/, "Must be 3–64 characters: lowercase letters, digits and hyphens.");

export const CreateCollectionInput = z.object({
  name: z.string().trim().min(1).max(200),
  id: CollectionId.optional(),
});
export type CreateCollectionInput = z.infer<typeof CreateCollectionInput>;
