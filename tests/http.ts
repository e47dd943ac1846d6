import { dispatch, routeTable, type RouteModule } from "./support/router";

// Drives the real route handlers in-process, routed the way Next.js routes the app directory.
const table = routeTable(import.meta.glob<RouteModule>("/app/**/route.ts"));

export type ApiResponse<T = any> = { status: number; headers: Headers; body: T };

export type CallOptions = {
  token?: string;
  body?: unknown;
  rawBody?: string | Uint8Array | FormData;
  headers?: Record<string, string>;
};

export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined) body = options.rawBody as BodyInit;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const request = new Request(new URL(path, "http://localhost:3000"), { method, headers, body, duplex: "half" } as RequestInit);
  const response = await dispatch(table, request);
  if (!response) return { status: 404, headers: new Headers(), body: { success: false, error: "not_found", page: true } as T };
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {}
  return { status: response.status, headers: response.headers, body: parsed as T };
}

export const api = {
  get: <T = any>(path: string, options?: CallOptions) => call<T>("GET", path, options),
  post: <T = any>(path: string, options?: CallOptions) => call<T>("POST", path, options),
  put: <T = any>(path: string, options?: CallOptions) => call<T>("PUT", path, options),
  patch: <T = any>(path: string, options?: CallOptions) => call<T>("PATCH", path, options),
  delete: <T = any>(path: string, options?: CallOptions) => call<T>("DELETE", path, options),
};
