import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Route = {
  status?: number;
  type?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** When set, a request with a matching If-None-Match gets 304. */
  etag?: string;
  /** When set, a request with If-Modified-Since at or after it gets 304. */
  lastModified?: string;
};

export type TestSite = {
  origin: string;
  /** Mutable: tests add, change and remove routes between syncs. */
  routes: Map<string, Route | ((req: IncomingMessage) => Route)>;
  /** Every request seen, as "METHOD /path?query". */
  requests: { method: string; path: string; headers: IncomingMessage["headers"] }[];
  close(): Promise<void>;
};

/** A local HTTP server on 127.0.0.1 with an ephemeral port; unknown paths answer 404. */
export async function startTestSite(routes: Record<string, Route> = {}): Promise<TestSite> {
  const site: Omit<TestSite, "origin" | "close"> = { routes: new Map(Object.entries(routes)), requests: [] };
  const server = createServer((req, res) => {
    site.requests.push({ method: req.method ?? "GET", path: req.url ?? "/", headers: req.headers });
    const entry = site.routes.get(req.url ?? "/");
    answer(req, res, typeof entry === "function" ? entry(req) : entry);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...site,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(req: IncomingMessage, res: ServerResponse, route: Route | undefined) {
  if (!route) {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    return;
  }
  const headers: Record<string, string> = { "content-type": route.type ?? "text/html; charset=utf-8", ...route.headers };
  if (route.etag) headers.etag = route.etag;
  if (route.lastModified) headers["last-modified"] = route.lastModified;
  const ifNoneMatch = req.headers["if-none-match"];
  const ifModifiedSince = req.headers["if-modified-since"];
  const notModified =
    (route.etag !== undefined && ifNoneMatch === route.etag) ||
    (route.lastModified !== undefined &&
      ifNoneMatch === undefined &&
      ifModifiedSince !== undefined &&
      Date.parse(ifModifiedSince) >= Date.parse(route.lastModified));
  if (notModified && (route.status ?? 200) === 200) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(route.status ?? 200, headers).end(route.body ?? "");
}

/** A port on 127.0.0.1 where nothing listens (the server is bound, then closed). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
