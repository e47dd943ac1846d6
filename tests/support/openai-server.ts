import http from "node:http";
import type { AddressInfo } from "node:net";

export type ChatHandler = (body: { messages: Array<{ role: string; content: string }>; tools?: unknown[] }) => unknown;

/**
 * A local server answering in the OpenAI API's shapes: `/v1/embeddings` with deterministic
 * bag-of-words vectors, and `/v1/chat/completions` with whatever the test's handler returns.
 */
export async function startOpenAIServer(options: { dimensions?: number } = {}) {
  const dimensions = options.dimensions ?? 16;
  const requests: Array<{ path: string; authorization?: string; body: any }> = [];
  let chatHandler: ChatHandler = () => ({ status: 500 });
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : {};
      requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(payload));
      };
      if (req.url === "/v1/embeddings") {
        const inputs: string[] = Array.isArray(body.input) ? body.input : [body.input];
        return send(200, {
          object: "list",
          model: body.model,
          data: inputs.map((text, index) => ({ object: "embedding", index, embedding: bagOfWords(text, dimensions) })),
        });
      }
      if (req.url === "/v1/chat/completions") {
        const answer = chatHandler(body) as { status?: number; content?: string; tool_calls?: unknown[] };
        if (answer.status) return send(answer.status, { error: { message: "unavailable" } });
        return send(200, {
          id: "chatcmpl-test",
          object: "chat.completion",
          choices: [{ index: 0, finish_reason: answer.tool_calls ? "tool_calls" : "stop", message: { role: "assistant", content: answer.content ?? null, tool_calls: answer.tool_calls } }],
        });
      }
      send(404, { error: { message: "not found" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    onChat(handler: ChatHandler) {
      chatHandler = handler;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function bagOfWords(text: string, dimensions: number): number[] {
  const vector = new Array(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    let hash = 0;
    for (const ch of word) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    vector[hash % dimensions] += 1;
  }
  vector[0] += 0.01;
  return vector;
}
