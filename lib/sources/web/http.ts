import { ConnectorError } from "@/lib/sources/types";

// HTTP for the web and rss connectors: one user agent, timeouts, a body size cap, conditional
// requests, and the mapping of 429/5xx and network failures to connector errors.

export const USER_AGENT = "QuarryBot/0.1";

export type Validators = { etag?: string; lastModified?: string };

export type Fetched = {
  status: number;
  /** The URL after redirects. */
  url: string;
  contentType: string;
  headers: Headers;
  /** Empty unless the status is 2xx and the content type is wanted. */
  body: string;
  validators: Validators;
};

export async function fetchText(
  url: string,
  options: {
    signal: AbortSignal;
    validators?: Validators;
    accept?: string;
    /** Bodies of other content types are not downloaded. */
    wantType?: RegExp;
    timeoutMs?: number;
    maxBytes?: number;
    /** How a network failure is reported: "transient" during a sync, "source_unreachable" in test(). */
    unreachable?: "transient" | "source_unreachable";
  },
): Promise<Fetched> {
  const headers: Record<string, string> = { "user-agent": USER_AGENT, accept: options.accept ?? "*/*" };
  if (options.validators?.etag) headers["if-none-match"] = options.validators.etag;
  if (options.validators?.lastModified) headers["if-modified-since"] = options.validators.lastModified;
  let res: Response;
  try {
    res = await fetch(url, {
      headers,
      redirect: "follow",
      signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs ?? 20_000)]),
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name ?? "error";
    throw new ConnectorError(options.unreachable ?? "transient", `cannot fetch ${url} (${reason})`, { cause: error });
  }
  const contentType = res.headers.get("content-type") ?? "";
  const wanted = res.ok && (!options.wantType || options.wantType.test(contentType));
  const bytes = wanted ? await readCapped(res, options.maxBytes ?? 5_000_000) : undefined;
  if (!bytes) await res.body?.cancel().catch(() => {});
  return {
    status: res.status,
    url: res.url || url,
    contentType,
    headers: res.headers,
    body: bytes ? decode(bytes, contentType) : "",
    validators: { etag: res.headers.get("etag") ?? undefined, lastModified: res.headers.get("last-modified") ?? undefined },
  };
}

/** 429 and 5xx are worth a retry, after Retry-After when the server sent one. */
export function throwIfTransient(fetched: Fetched): void {
  if (fetched.status !== 429 && fetched.status < 500) return;
  throw new ConnectorError("transient", `${fetched.url} answered HTTP ${fetched.status}`, {
    retryAfterMs: retryAfterMs(fetched.headers.get("retry-after")),
  });
}

export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

async function readCapped(res: Response, maxBytes: number): Promise<Uint8Array> {
  if (!res.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  while (size < maxBytes) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  if (size >= maxBytes) await reader.cancel().catch(() => {});
  return Buffer.concat(chunks).subarray(0, maxBytes);
}

/** Decodes with the charset of the Content-Type, else of a <meta charset> or XML declaration, else UTF-8. */
function decode(bytes: Uint8Array, contentType: string): string {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  const charset =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ??
    /<\?xml[^>]+encoding=["']([\w-]+)/i.exec(head)?.[1] ??
    "utf-8";
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}
