export type ApiErrorDetail = { path: string; message: string };

/** An error answer of the API (`{success: false, error, message, details?}`), or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ApiErrorDetail[];
  readonly requestId: string | null;

  constructor(init: { status: number; code: string; message: string; details?: ApiErrorDetail[]; requestId?: string | null }) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.requestId = init.requestId ?? null;
  }

  /** The message of the first detail at `path` (e.g. "name"), if the API named one. */
  fieldError(path: string): string | undefined {
    return this.details.find((d) => d.path === path)?.message;
  }
}

type Query = Record<string, string | number | undefined | null>;

export type ApiRequest = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
};

/** Calls the API with the browser's session cookie; resolves to the success body or throws ApiError. */
export async function apiFetch<T>(path: string, { method = "GET", body, query, signal }: ApiRequest = {}): Promise<T> {
  const url = path + queryString(query);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      signal,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: "network_error", message: "Could not reach the server. Check your connection and try again." });
  }
  const payload = await response.json().catch(() => null);
  if (response.ok && payload?.success !== false) return payload as T;
  throw new ApiError({
    status: response.status,
    code: typeof payload?.error === "string" ? payload.error : "internal_error",
    message: typeof payload?.message === "string" ? payload.message : `The server answered with HTTP ${response.status}.`,
    details: Array.isArray(payload?.details) ? payload.details : undefined,
    requestId: response.headers.get("x-request-id"),
  });
}

function queryString(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A sentence to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "Something went wrong. Please try again.";
}
