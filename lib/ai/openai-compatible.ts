import { BUILTIN_EMBEDDING_MODEL, createBuiltinEmbedder, type TextEmbedder } from "./builtin/embedder";

/** Settings of an OpenAI-compatible HTTP API (OpenAI, Ollama, vLLM, TEI...). */
export type EndpointConfig = { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number };

export function embeddingsEndpoint(): (EndpointConfig & { dimensions?: number }) | undefined {
  const baseUrl = process.env.EMBEDDINGS_BASE_URL;
  const model = process.env.EMBEDDINGS_MODEL;
  if (!baseUrl || !model) return undefined;
  const dimensions = Number(process.env.EMBEDDINGS_DIMENSIONS) || undefined;
  return { baseUrl, model, apiKey: process.env.EMBEDDINGS_API_KEY, dimensions };
}

export function chatEndpoint(): EndpointConfig | undefined {
  const baseUrl = process.env.LLM_BASE_URL;
  const model = process.env.LLM_MODEL;
  if (!baseUrl || !model) return undefined;
  return { baseUrl, model, apiKey: process.env.LLM_API_KEY, timeoutMs: Number(process.env.LLM_TIMEOUT_MS) || 20_000 };
}

/** POSTs JSON to `<baseUrl>/<path>` and returns the parsed answer; throws on any non-2xx. */
export async function postJson<T>(config: EndpointConfig, path: string, body: unknown): Promise<T> {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/${path}`;
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const BATCH = 128;

/** Embeddings from an OpenAI-compatible `/embeddings` endpoint, recorded as `openai:<model>`. */
export function createOpenAIEmbedder(config: EndpointConfig & { dimensions?: number }): TextEmbedder {
  return {
    model: `openai:${config.model}`,
    dimensions: config.dimensions ?? 0,
    async embed(texts) {
      const out: number[][] = [];
      for (let i = 0; i < texts.length; i += BATCH) {
        const input = texts.slice(i, i + BATCH).map((t) => t || " ");
        const answer = await postJson<{ data: Array<{ index: number; embedding: number[] }> }>(config, "embeddings", {
          model: config.model,
          input,
          ...(config.dimensions ? { dimensions: config.dimensions } : {}),
        });
        const ordered = [...answer.data].sort((a, b) => a.index - b.index);
        if (ordered.length !== input.length) throw new Error("The embeddings endpoint returned a different number of vectors.");
        out.push(...ordered.map((d) => normalise(d.embedding)));
      }
      return out;
    },
  };
}

function normalise(vector: number[]): number[] {
  const norm = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0)) || 1;
  return vector.map((x) => x / norm);
}

/** The embedder a collection was built with: every chunk and query of it uses the same model. */
export function embedderFor(model: string): TextEmbedder {
  if (model === BUILTIN_EMBEDDING_MODEL) return createBuiltinEmbedder();
  const endpoint = embeddingsEndpoint();
  if (endpoint && model === `openai:${endpoint.model}`) return createOpenAIEmbedder(endpoint);
  throw new Error(`The embedding model ${model} is not configured on this server.`);
}
