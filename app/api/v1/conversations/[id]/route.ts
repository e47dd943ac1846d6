import { conversationFromPath, getConversation } from "@/lib/conversations/conversations";
import { otherMethods, route } from "@/lib/http/route";

// GET /api/v1/conversations/:id: a conversation with its messages, citations and charts
export const GET = route({ resource: conversationFromPath }, ({ resource }) => getConversation({ conversation: resource }));
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
