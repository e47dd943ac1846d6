import { requireCollection } from "@/lib/collections/access";
import { createConversation, listConversations } from "@/lib/conversations/conversations";
import { CreateConversationInput } from "@/lib/conversations/schemas";
import { PageQuery } from "@/lib/http/pagination";
import { otherMethods, route } from "@/lib/http/route";

// POST /api/v1/conversations: start a conversation about a collection
export const POST = route(
  {
    body: CreateConversationInput,
    status: 201,
    resource: ({ ctx, rawBody }) => requireCollection(ctx, (rawBody as { collectionId?: unknown } | undefined)?.collectionId),
  },
  ({ ctx, input }) => createConversation({ ctx, input }),
);
// GET /api/v1/conversations: the organization's conversations, most recent first
export const GET = route({ query: PageQuery }, ({ ctx, query }) => listConversations({ ctx, query }));
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
