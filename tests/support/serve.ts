import http from "node:http";
import type { AddressInfo } from "node:net";
import { dispatch, type RouteEntry } from "./router";

export type RunningServer = { url: string; port: number; close(): Promise<void> };

/** A bare node:http server over the app's route handlers (no Next.js), on 127.0.0.1. */
export function serve(table: RouteEntry[], port = 0): Promise<RunningServer> {
  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
      const request = new Request(`http://localhost${req.url}`, { method: req.method, headers, body });
      const response = (await dispatch(table, request)) ?? new Response("not found", { status: 404 });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error("test server:", error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
