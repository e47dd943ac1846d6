import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { conversations, messages } from "@/db/schema";
import { assertCollectionScope, requireCollection } from "../collections/access";
import { ForbiddenError, NotFoundError } from "../errors";
import { decodeCursor, keyset, pageOf, type PageQuery } from "../http/pagination";
import type { AuthedContext } from "../http/route";
import { newId } from "../ids";
import { reply } from "./assistant";
import type { CreateConversationInput } from "./schemas";

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

const presentConversation = (c: ConversationRow) => ({
  id: c.id,
  title: c.title,
  collectionId: c.collectionId,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

export const presentMessage = (m: MessageRow) => ({
  id: m.id,
  role: m.role,
  content: m.content,
  citations: m.citations,
  charts: m.charts,
  createdAt: m.createdAt.toISOString(),
});

/** Existence → scope → organization, like every other organization-owned resource. */
export async function requireConversation(ctx: AuthedContext, id: string): Promise<ConversationRow> {
  const db = await getDb();
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!conversation) throw new NotFoundError("conversation");
  assertCollectionScope(ctx, conversation.collectionId);
  if (conversation.orgId !== ctx.principal.orgId) throw new ForbiddenError("You do not have access to this conversation.");
  return conversation;
}

export const conversationFromPath = ({ ctx, params }: { ctx: AuthedContext; params: Record<string, string> }) =>
  requireConversation(ctx, params.id);

export async function createConversation({ ctx, input }: { ctx: AuthedContext; input: CreateConversationInput }) {
  const collection = await requireCollection(ctx, input.collectionId);
  const db = await getDb();
  const [created] = await db
    .insert(conversations)
    .values({
      id: newId("conv"),
      orgId: ctx.principal.orgId,
      userId: ctx.principal.userId,
      collectionId: collection.id,
      title: input.title ?? `Chat about ${collection.name}`,
    })
    .returning();
  return { conversation: presentConversation(created) };
}

export async function listConversations({ ctx, query }: { ctx: AuthedContext; query: PageQuery }) {
  const db = await getDb();
  const page = keyset(conversations.updatedAt, conversations.id, decodeCursor(query.cursor));
  const found = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.orgId, ctx.principal.orgId),
        ctx.principal.collectionId ? eq(conversations.collectionId, ctx.principal.collectionId) : undefined,
        page.where,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  const { page: items, nextCursor } = pageOf(found, query.limit, (c) => ({ at: c.updatedAt.toISOString(), id: c.id }));
  return { conversations: items.map(presentConversation), nextCursor };
}

export async function getConversation({ conversation }: { conversation: ConversationRow }) {
  const db = await getDb();
  const thread = await db.select().from(messages).where(eq(messages.conversationId, conversation.id)).orderBy(asc(messages.createdAt), asc(messages.id));
  return { conversation: { ...presentConversation(conversation), messages: thread.map(presentMessage) } };
}

/** Stores the user's message, answers it over the conversation's collection, stores the answer. */
export async function postMessage({ ctx, conversation, content }: { ctx: AuthedContext; conversation: ConversationRow; content: string }) {
  const collection = await requireCollection(ctx, conversation.collectionId);
  const db = await getDb();
  const history = await db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversation.id))
    .orderBy(asc(messages.createdAt));
  const answer = await reply(collection, history, content);
  const now = Date.now();
  const [, assistant] = await db.transaction(async (tx) => {
    const [user] = await tx.insert(messages).values({ id: newId("msg"), conversationId: conversation.id, role: "user", content, createdAt: new Date(now) }).returning();
    const [bot] = await tx
      .insert(messages)
      .values({ id: newId("msg"), conversationId: conversation.id, role: "assistant", ...answer, createdAt: new Date(now + 1) })
      .returning();
    await tx.update(conversations).set({ updatedAt: new Date(now + 1) }).where(eq(conversations.id, conversation.id));
    return [user, bot];
  });
  const { createdAt: _createdAt, ...message } = presentMessage(assistant);
  return { message };
}
