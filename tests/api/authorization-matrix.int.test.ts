import { beforeAll, describe, expect, it } from "vitest";
import { api, call } from "../http";
import { buildWorld, type Credential, type World } from "../matrix";

type Expect = [status: number, error: string] | "ok";

type Endpoint = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** `target` is the collection id the request names, when it names one. */
  path: (w: World, target: string) => string;
  body?: (w: World, target: string) => unknown;
  headers?: Record<string, string>;
  /** How a success body looks when it is not the contract's `{success: true}` (MCP answers JSON-RPC). */
  ok?: (body: any) => boolean;
  /** The endpoint acts on the collection named by `target`. */
  collection?: boolean;
  /** The endpoint acts on the source connection named by `target`. */
  connection?: boolean;
  /** The endpoint acts on the conversation named by `target` (scope follows its collection). */
  conversation?: boolean;
  /** The endpoint acts on the dashboard named by `target` (a scoped key sees its collection's only). */
  dashboard?: boolean;
  /** What the owner gets when "ok" is not the answer (e.g. a multipart-only endpoint sent JSON). */
  owner?: Expect;
  /** Not for API keys (key management, organization settings). */
  usersOnly?: boolean;
  /** What a collection-scoped key gets on an endpoint that names no collection (default: allowed). */
  scoped?: Expect;
  /** Owned by an organization but not a collection: a stranger gets this instead of 403. */
  stranger?: Expect;
};

// Every endpoint that needs authentication. Later issues append theirs.
const endpoints: Record<string, Endpoint> = {
  "GET /me": { method: "GET", path: () => "/api/v1/me" },
  // Keeps the plan buildWorld set: dropping the owner to free (60/min) would rate-limit the rest of the matrix.
  "PATCH /organization": { method: "PATCH", path: () => "/api/v1/organization", body: () => ({ plan: "enterprise" }), usersOnly: true },
  "GET /api-keys": { method: "GET", path: () => "/api/v1/api-keys", usersOnly: true },
  "POST /api-keys": { method: "POST", path: () => "/api/v1/api-keys", body: () => ({ name: "k", scope: "Organization" }), usersOnly: true },
  "DELETE /api-keys/:id": { method: "DELETE", path: (w) => `/api/v1/api-keys/${w.keyId}`, usersOnly: true, stranger: [403, "forbidden"] },
  "GET /collections": { method: "GET", path: () => "/api/v1/collections" },
  "POST /collections": { method: "POST", path: () => "/api/v1/collections", body: () => ({ name: "New" }), scoped: [403, "forbidden"] },
  "GET /collections/:id": { method: "GET", path: (_w, id) => `/api/v1/collections/${id}`, collection: true },
  "DELETE /collections/:id": { method: "DELETE", path: (_w, id) => `/api/v1/collections/${id}`, collection: true },
  "POST /collections/:id/documents": {
    method: "POST",
    path: (_w, id) => `/api/v1/collections/${id}/documents`,
    body: () => ({ documents: [{ id: "matrix-new", content: "New text." }] }),
    collection: true,
  },
  "GET /collections/:id/documents": { method: "GET", path: (_w, id) => `/api/v1/collections/${id}/documents`, collection: true },
  "GET /collections/:id/documents/:documentId": {
    method: "GET",
    path: (_w, id) => `/api/v1/collections/${id}/documents/matrix-doc`,
    collection: true,
  },
  "DELETE /collections/:id/documents/:documentId": {
    method: "DELETE",
    path: (_w, id) => `/api/v1/collections/${id}/documents/matrix-doc`,
    collection: true,
  },
  "POST /search": { method: "POST", path: () => "/api/v1/search", body: (_w, id) => ({ collectionId: id, query: "matrix" }), collection: true },
  "GET /collections/:id/search": { method: "GET", path: (_w, id) => `/api/v1/collections/${id}/search?query=matrix`, collection: true },
  "GET /sources": { method: "GET", path: () => "/api/v1/sources" },
  "GET /sources/:shortName": { method: "GET", path: () => "/api/v1/sources/rss" },
  "POST /source-connections": {
    method: "POST",
    path: () => "/api/v1/source-connections",
    body: (_w, id) => ({ collectionId: id, sourceShortName: "files", name: "m", credentials: {} }),
    collection: true,
  },
  "GET /source-connections": { method: "GET", path: () => "/api/v1/source-connections" },
  ...connectionEndpoints(),
  ...analyticsEndpoints(),
  "POST /mcp/collections/:id": {
    method: "POST",
    path: (_w, id) => `/mcp/collections/${id}`,
    body: () => ({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    headers: { accept: "application/json, text/event-stream" },
    ok: (body) => Array.isArray(body?.result?.tools),
    collection: true,
  },
};

function analyticsEndpoints(): Record<string, Endpoint> {
  const at = (suffix: string) => (_w: World, id: string) => `/api/v1/analytics/dashboards/${id}${suffix}`;
  return {
    "POST /conversations": { method: "POST", path: () => "/api/v1/conversations", body: (_w, id) => ({ collectionId: id }), collection: true },
    "GET /conversations": { method: "GET", path: () => "/api/v1/conversations" },
    "GET /conversations/:id": { method: "GET", path: (_w, id) => `/api/v1/conversations/${id}`, conversation: true },
    "POST /conversations/:id/messages": {
      method: "POST",
      path: (_w, id) => `/api/v1/conversations/${id}/messages`,
      body: () => ({ content: "how many documents are there" }),
      conversation: true,
    },
    "POST /analytics/dashboards": {
      method: "POST",
      path: () => "/api/v1/analytics/dashboards",
      body: (_w, id) => ({ conversationId: id, title: "From the matrix" }),
      conversation: true,
    },
    "GET /analytics/dashboards": { method: "GET", path: () => "/api/v1/analytics/dashboards" },
    "GET /analytics/dashboards/:id": { method: "GET", path: at(""), dashboard: true },
    "PATCH /analytics/dashboards/:id": { method: "PATCH", path: at(""), body: () => ({ title: "Renamed" }), dashboard: true },
    "DELETE /analytics/dashboards/:id": { method: "DELETE", path: at(""), dashboard: true },
    "POST /analytics/dashboards/:id/publish": { method: "POST", path: at("/publish"), body: () => ({}), dashboard: true },
    "DELETE /analytics/dashboards/:id/publish": { method: "DELETE", path: at("/publish"), dashboard: true },
    "POST /analytics/dashboards/:id/clone": { method: "POST", path: at("/clone"), dashboard: true },
    "GET /analytics/dashboards/:id/refresh": { method: "GET", path: at("/refresh"), dashboard: true },
    "PUT /analytics/dashboards/:id/refresh": {
      method: "PUT",
      path: at("/refresh"),
      body: () => ({ refreshEnabled: false, refreshInterval: 3600 }),
      dashboard: true,
    },
    "POST /analytics/dashboards/:id/refresh": { method: "POST", path: at("/refresh"), dashboard: true },
  };
}

function connectionEndpoints(): Record<string, Endpoint> {
  const at = (suffix: string) => (_w: World, id: string) => `/api/v1/source-connections/${id}${suffix}`;
  return {
    "GET /source-connections/:id": { method: "GET", path: at(""), connection: true },
    "DELETE /source-connections/:id": { method: "DELETE", path: at(""), connection: true },
    "POST /source-connections/:id/test": { method: "POST", path: at("/test"), connection: true },
    "PUT /source-connections/:id/credentials": { method: "PUT", path: at("/credentials"), body: () => ({ credentials: {} }), connection: true },
    "PUT /source-connections/:id/config": { method: "PUT", path: at("/config"), body: () => ({ config: {} }), connection: true },
    "DELETE /source-connections/:id/data": { method: "DELETE", path: at("/data"), connection: true },
    "GET /source-connections/:id/files": { method: "GET", path: at("/files"), connection: true },
    "POST /source-connections/:id/files": { method: "POST", path: at("/files"), body: () => ({}), connection: true, owner: [400, "invalid_request"] },
    "GET /source-connections/:id/syncs": { method: "GET", path: at("/syncs"), connection: true },
    "GET /source-connections/:id/syncs/:syncId": { method: "GET", path: (w, id) => `/api/v1/source-connections/${id}/syncs/${w.syncId}`, connection: true },
    "POST /source-connections/:id/syncs/:syncId/cancel": {
      method: "POST",
      path: (w, id) => `/api/v1/source-connections/${id}/syncs/${w.syncId}/cancel`,
      connection: true,
      owner: [409, "conflict"],
    },
    "POST /source-connections/:id/run": { method: "POST", path: at("/run"), connection: true },
  };
}

const unauthenticated: Array<[Credential, Expect]> = [
  ["none", [401, "unauthorized"]],
  ["garbage", [401, "unauthorized"]],
  ["expiredJwt", [401, "unauthorized"]],
  ["revokedKey", [401, "key_revoked"]],
  ["expiredKey", [401, "key_expired"]],
];

let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 120_000);

/** The id an endpoint's path names for the owner's own resource. */
const own = (endpoint: Endpoint) =>
  endpoint.connection
    ? world.connectionId
    : endpoint.conversation
      ? world.conversationId
      : endpoint.dashboard
        ? world.dashboardId
        : world.collectionId;

async function send(endpoint: Endpoint, credential: Credential, target: string) {
  return call(endpoint.method, endpoint.path(world, target), {
    token: world.credentials[credential],
    body: endpoint.body?.(world, target),
    headers: endpoint.headers,
  });
}

function check(res: { status: number; body: any }, expected: Expect, ok = (body: any) => body.success === true) {
  if (expected === "ok") {
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    expect(ok(res.body), JSON.stringify(res.body)).toBe(true);
  } else {
    expect({ status: res.status, error: res.body?.error }).toEqual({ status: expected[0], error: expected[1] });
    expect(res.body.message).toEqual(expect.any(String));
  }
}

describe.each(Object.entries(endpoints))("%s", (_name, endpoint) => {
  it.each(unauthenticated)("with %s credentials → %j", async (credential, expected) => {
    check(await send(endpoint, credential, own(endpoint)), expected);
  });

  it("refuses a collection-scoped key as the contract says", async () => {
    if (endpoint.usersOnly) {
      check(await send(endpoint, "scopedKey", world.collectionId), [403, "forbidden"]);
    } else if (endpoint.connection) {
      check(await send(endpoint, "scopedKey", world.otherConnectionId), [403, "collection_denied"]);
    } else if (endpoint.conversation) {
      check(await send(endpoint, "scopedKey", world.otherConversationId), [403, "collection_denied"]);
    } else if (endpoint.dashboard) {
      check(await send(endpoint, "scopedKey", world.otherDashboardId), [403, "forbidden"]);
    } else if (endpoint.collection) {
      check(await send(endpoint, "scopedKey", world.otherCollectionId), [403, "collection_denied"]);
      check(await send(endpoint, "scopedKey", "does-not-exist-anywhere"), [403, "collection_denied"]);
    } else {
      check(await send(endpoint, "scopedKey", world.collectionId), endpoint.scoped ?? "ok");
    }
  });

  it("refuses another organization's user", async () => {
    if (endpoint.collection || endpoint.connection || endpoint.conversation || endpoint.dashboard) {
      check(await send(endpoint, "strangerJwt", own(endpoint)), [403, "forbidden"]);
    }
    else if (endpoint.stranger) check(await send(endpoint, "strangerJwt", world.collectionId), endpoint.stranger);
  });

  it("answers 404 for an id that does not exist", async () => {
    if (endpoint.collection) check(await send(endpoint, "ownerJwt", "no-such-collection"), [404, "not_found"]);
    if (endpoint.connection) check(await send(endpoint, "ownerJwt", "sc_no_such_connection"), [404, "not_found"]);
    if (endpoint.conversation) check(await send(endpoint, "ownerJwt", "conv_no_such_one"), [404, "not_found"]);
    if (endpoint.dashboard) check(await send(endpoint, "ownerJwt", "dash_no_such_one"), [404, "not_found"]);
  });

  it("lets the owner through", async () => {
    if (endpoint.method === "DELETE") return; // covered by the endpoint's own tests
    check(await send(endpoint, "ownerJwt", own(endpoint)), endpoint.owner ?? "ok", endpoint.ok);
  });
});

describe("rate-limit headers", () => {
  it("come with authenticated answers, errors included", async () => {
    const ok = await api.get("/api/v1/me", { token: world.stranger.token });
    const denied = await api.get(`/api/v1/collections/no-such-collection`, { token: world.stranger.token });
    for (const res of [ok, denied]) {
      expect(res.headers.get("x-ratelimit-limit")).toBe("60");
      expect(Number(res.headers.get("x-ratelimit-remaining"))).toBeGreaterThanOrEqual(0);
      expect(Number(res.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
      expect(res.headers.get("ratelimit-limit")).toBe("60");
    }
  });
});
