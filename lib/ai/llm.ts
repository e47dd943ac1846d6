import { chatEndpoint, postJson, type EndpointConfig } from "./openai-compatible";

export type ChatMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; content: string; tool_call_id: string };

export type ToolCall = { id: string; type: "function"; function: { name: string; arguments: string } };
export type ToolSpec = { type: "function"; function: { name: string; description: string; parameters: Record<string, unknown> } };

type ChatAnswer = { choices: Array<{ message: { content: string | null; tool_calls?: ToolCall[] } }> };

/** One call to an OpenAI-compatible `/chat/completions` endpoint. */
export async function chat(
  messages: ChatMessage[],
  options: { tools?: ToolSpec[]; config?: EndpointConfig; json?: boolean } = {},
): Promise<{ content: string | null; toolCalls: ToolCall[] }> {
  const config = options.config ?? chatEndpoint();
  if (!config) throw new Error("No chat model is configured (LLM_BASE_URL, LLM_MODEL).");
  const answer = await postJson<ChatAnswer>(config, "chat/completions", {
    model: config.model,
    messages,
    temperature: 0,
    ...(options.tools?.length ? { tools: options.tools } : {}),
    ...(options.json ? { response_format: { type: "json_object" } } : {}),
  });
  const message = answer.choices?.[0]?.message;
  if (!message) throw new Error("The chat endpoint returned no choice.");
  return { content: message.content ?? null, toolCalls: message.tool_calls ?? [] };
}

/** Parses the first JSON object or array in a model's answer (models wrap JSON in prose or fences). */
export function parseJsonAnswer<T>(text: string | null): T {
  if (!text) throw new Error("Empty answer.");
  const start = text.search(/[[{]/);
  const end = Math.max(text.lastIndexOf("}"), text.lastIndexOf("]"));
  if (start < 0 || end < start) throw new Error("No JSON in the answer.");
  return JSON.parse(text.slice(start, end + 1)) as T;
}

export function llmConfigured(): boolean {
  return chatEndpoint() !== undefined;
}
