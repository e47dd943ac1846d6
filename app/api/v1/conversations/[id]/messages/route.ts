import { conversationFromPath, postMessage } from "@/lib/conversations/conversations";
import { PostMessageInput } from "@/lib/conversations/schemas";
import { otherMethods, route } from "@/lib/http/route";

// POST /api/v1/conversations/:id/messages: ask; the assistant answers with citations and charts
export const POST = route({ resource: conversationFromPath, body: PostMessageInput }, ({ ctx, resource, input }) =>
  postMessage({ ctx, conversation: resource, content: input.content }),
);
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
