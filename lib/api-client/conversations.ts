import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./fetcher";

export const CHART_TYPES = ["bar", "line", "area", "pie", "table", "metric"] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export type ChartRow = Record<string, string | number | null>;

/** A chart as the API returns it: its query, and the data of its last successful run. */
export type Chart = {
  id: string;
  title: string;
  type: ChartType;
  query: unknown;
  data: ChartRow[];
  xKey?: string | null;
  yKeys?: string[];
  refreshedAt: string | null;
  stale?: boolean;
  staleReason?: string | null;
  lastSuccessAt?: string | null;
};

export type Citation = { id: string; documentId: string; title: string | null; url: string | null; snippet: string };

export type Message = {
  id: string;
  role: "user" | "assistant";
  content: string;
  citations: Citation[];
  charts: Chart[];
  createdAt?: string;
};

export type Conversation = { id: string; title: string; collectionId: string; createdAt: string; updatedAt: string };
export type ConversationDetail = Conversation & { messages: Message[] };

type ConversationPage = { conversations: Conversation[]; nextCursor: string | null };

export const conversationKeys = {
  all: ["conversations"] as const,
  list: () => [...conversationKeys.all, "list"] as const,
  detail: (id: string) => [...conversationKeys.all, "detail", id] as const,
};

const path = (id: string) => `/api/v1/conversations/${encodeURIComponent(id)}`;

export const listConversations = (query: { cursor?: string; limit?: number } = {}) =>
  apiFetch<ConversationPage>("/api/v1/conversations", { query });

export const getConversation = (id: string) => apiFetch<{ conversation: ConversationDetail }>(path(id)).then((r) => r.conversation);

export const createConversation = (input: { collectionId: string; title?: string }) =>
  apiFetch<{ conversation: Conversation }>("/api/v1/conversations", { method: "POST", body: input }).then((r) => r.conversation);

export const postMessage = ({ conversationId, content }: { conversationId: string; content: string }) =>
  apiFetch<{ message: Message }>(`${path(conversationId)}/messages`, { method: "POST", body: { content } }).then((r) => r.message);

/** The organization's conversations, most recently active first, page by page. */
export function useConversations() {
  return useInfiniteQuery({
    queryKey: conversationKeys.list(),
    queryFn: ({ pageParam }) => listConversations({ cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useConversation(id: string | null) {
  return useQuery({ queryKey: conversationKeys.detail(id ?? ""), queryFn: () => getConversation(id!), enabled: Boolean(id) });
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData<ConversationDetail>(conversationKeys.detail(conversation.id), { ...conversation, messages: [] });
      return queryClient.invalidateQueries({ queryKey: conversationKeys.list() });
    },
  });
}

/**
 * Asks a question. The answer is appended to the cached thread at once (with the question, which
 * the server stored too); the thread and the list are then refetched for the stored versions.
 */
export function usePostMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMessage,
    onSuccess: (message, { conversationId, content }) => {
      queryClient.setQueryData<ConversationDetail>(conversationKeys.detail(conversationId), (thread) =>
        thread
          ? { ...thread, messages: [...thread.messages, { id: `local-${message.id}`, role: "user", content, citations: [], charts: [] }, message] }
          : thread,
      );
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list() });
      return queryClient.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) });
    },
  });
}
