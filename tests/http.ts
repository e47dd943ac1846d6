import { rewrites } from "@/lib/http/rewrites";

// Drives the real route handlers in-process, routed the way Next.js routes the app directory:
// static segments before [param] before [...catchAll], with next.config's rewrites applied first.

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type RouteModule = Record<string, Handler | unknown>;

const modules = import.meta.glob<RouteModule>("/app/**/route.ts");

type Route = { pattern: string[]; load: () => Promise<RouteModule> };

const routes: Route[] = Object.entries(modules)
  .map(([file, load]) => ({
    pattern: file
      .replace(/^\/app/, "")
      .replace(/\/route\.ts$/, "")
      .split("/")
      .filter((s) => s && !/^\(.*\)$/.test(s)),
    load,
  }))
  .sort((a, b) => rank(b.pattern) - rank(a.pattern));

function rank(pattern: string[]): number {
  return pattern.reduce((score, s) => score * 3 + (s.startsWith("[...") ? 0 : s.startsWith("[") ? 1 : 2), 0) + pattern.length * 1e-3;
}

function match(pattern: string[], parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i];
    if (segment.startsWith("[...")) {
      if (i >= parts.length) return null;
      params[segment.slice(4, -1)] = parts.slice(i);
      return params;
    }
    if (i >= parts.length) return null;
    if (segment.startsWith("[")) params[segment.slice(1, -1)] = decodeURIComponent(parts[i]);
    else if (segment !== parts[i]) return null;
  }
  return pattern.length === parts.length ? params : null;
}

function rewrite(pathname: string): string {
  for (const { source, destination } of rewrites) {
    const prefix = source.replace("/:path*", "");
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return destination.replace("/:path*", "") + pathname.slice(prefix.length);
    }
  }
  return pathname;
}

export type ApiResponse<T = any> = { status: number; headers: Headers; body: T };

export type CallOptions = {
  token?: string;
  body?: unknown;
  rawBody?: string | Uint8Array | FormData;
  headers?: Record<string, string>;
};

export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const url = new URL(path, "http://localhost:3000");
  const parts = rewrite(url.pathname).split("/").filter(Boolean);
  const found = routes.map((r) => ({ r, params: match(r.pattern, parts) })).find((x) => x.params);
  if (!found) return { status: 404, headers: new Headers(), body: { success: false, error: "not_found", page: true } as T };
  const mod = await found.r.load();
  const handler = mod[method] as Handler | undefined;
  if (!handler) return { status: 405, headers: new Headers(), body: null as T };
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined) body = options.rawBody as BodyInit;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const request = new Request(url, { method, headers, body, duplex: "half" } as RequestInit);
  const response = await handler(request, { params: Promise.resolve(found.params!) });
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
