import { z } from "zod";

export const CreateConversationInput = z
  .object({ collectionId: z.string().min(1).max(200), title: z.string().trim().min(1).max(200).optional() })
  .strict();
export type CreateConversationInput = z.infer<typeof CreateConversationInput>;

export const PostMessageInput = z.object({ content: z.string().trim().min(1, "Required.").max(4000) }).strict();
