import { rewrites } from "@/lib/http/rewrites";

// The app directory's routing, as Next.js does it: static segments before [param] before
// [...catchAll], route groups ignored, next.config's rewrites applied first.

export type RouteHandler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
export type RouteModule = Record<string, RouteHandler | unknown>;
export type RouteEntry = { pattern: string[]; load: () => Promise<RouteModule> };

/** Route entries from `app/.../route.ts` file paths (relative to the project root) and loaders. */
export function routeTable(files: Record<string, () => Promise<RouteModule>>): RouteEntry[] {
  return Object.entries(files)
    .map(([file, load]) => ({
      pattern: file
        .replace(/^\/?app/, "")
        .replace(/\/route\.ts$/, "")
        .split("/")
        .filter((s) => s && !/^\(.*\)$/.test(s)),
      load,
    }))
    .sort((a, b) => rank(b.pattern) - rank(a.pattern));
}

function rank(pattern: string[]): number {
  return pattern.reduce((score, s) => score * 3 + (s.startsWith("[...") ? 0 : s.startsWith("[") ? 1 : 2), 0) + pattern.length * 1e-3;
}

function match(pattern: string[], parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i];
    if (segment.startsWith("[...")) {
      if (i >= parts.length) return null;
      params[segment.slice(4, -1)] = parts.slice(i).map(decodeURIComponent);
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

/** Runs a request through the matching route module's handler; null when no route matches. */
export async function dispatch(table: RouteEntry[], request: Request): Promise<Response | null> {
  const parts = rewrite(new URL(request.url).pathname).split("/").filter(Boolean);
  for (const entry of table) {
    const params = match(entry.pattern, parts);
    if (!params) continue;
    const handler = (await entry.load())[request.method] as RouteHandler | undefined;
    if (!handler) return new Response(null, { status: 405 });
    return handler(request, { params: Promise.resolve(params) });
  }
  return null;
}
