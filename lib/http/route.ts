import { z } from "zod";
import { authenticate } from "../auth/authenticate";
import type { Principal } from "../auth/principal";
import { AppError, InvalidRequestError } from "../errors";
import { consumeRateLimit, rateLimitHeaders, type RateLimitState } from "../ratelimit/consume";
import { MiB, readForm, readJson } from "./body";
import { requestIdFor } from "./request-id";
import { errorResponse, json, zodDetails } from "./respond";

export type Params = Record<string, string>;

export type RequestContext = { requestId: string; ip: string; request: Request };
export type AuthedContext = RequestContext & { principal: Principal };

type HandlerArgs<C, B, Q, R> = {
  ctx: C;
  input: B;
  query: Q;
  params: Params;
  resource: R;
  request: Request;
  form?: FormData;
};
type Result = Record<string, unknown> | Response;

type Options<C, B, Q, R> = {
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  /** The body is a multipart form (file uploads), handed to the handler as `form`. */
  form?: boolean;
  /**
   * Leave the body unread: the handler reads `request` itself (MCP hands it to its transport)
   * and must enforce the size limit with `readBody`. No `body` schema applies.
   */
  rawBody?: boolean;
  /** Bytes; 1 MiB unless a route (document ingestion) needs more. */
  maxBodyBytes?: number;
  /** Success status, 200 unless given. */
  status?: number;
  /**
   * Loads and authorizes what the request acts on, before the body is validated: the contract
   * orders scope, existence and permission checks ahead of validation errors.
   */
  resource?: (args: { ctx: C; params: Params; rawBody: unknown; rawQuery: Record<string, string> }) => Promise<R>;
};

type NextContext = { params?: Promise<Record<string, string | string[]>> };

/** An authenticated API route: authenticate → rate limit → resource → validate → handler. */
export function route<B = undefined, Q = undefined, R = undefined>(
  options: Options<AuthedContext, B, Q, R>,
  handler: (args: HandlerArgs<AuthedContext, B, Q, R>) => Promise<Result>,
) {
  return wrap<AuthedContext, B, Q, R>(true, options, handler);
}

/** A route anyone may call (login, public dashboards, health). */
export function publicRoute<B = undefined, Q = undefined, R = undefined>(
  options: Options<RequestContext, B, Q, R>,
  handler: (args: HandlerArgs<RequestContext, B, Q, R>) => Promise<Result>,
) {
  return wrap<RequestContext, B, Q, R>(false, options, handler);
}

function wrap<C extends RequestContext, B, Q, R>(
  authenticated: boolean,
  options: Options<C, B, Q, R>,
  handler: (args: HandlerArgs<C, B, Q, R>) => Promise<Result>,
) {
  return async (request: Request, next?: NextContext): Promise<Response> => {
    const requestId = requestIdFor(request);
    const timing = new ServerTiming();
    let limits: RateLimitState | undefined;
    let response: Response;
    try {
      const params = flattenParams(next?.params ? await next.params : {});
      const base: RequestContext = { requestId, ip: clientIp(request), request };
      let ctx = base as C;
      let counted: Promise<RateLimitState> | undefined;
      if (authenticated) {
        const principal = await timing.time("auth", authenticate(request));
        counted = timing.time("ratelimit", consumeRateLimit(principal));
        ctx = { ...base, principal } as unknown as C;
      }
      const rawQuery = Object.fromEntries(new URL(request.url).searchParams);
      const limit = options.maxBodyBytes ?? MiB;
      // The rate limit is counted while the body is read and the resource loaded (both read-only),
      // but its verdict comes first: a request over the limit is refused whatever else is wrong.
      const loading = (async () => {
        const rawBody = hasBody(request) && !options.form && !options.rawBody ? await readJson(request, limit) : undefined;
        const resource = options.resource
          ? await timing.time("resource", options.resource({ ctx, params, rawBody, rawQuery }))
          : (undefined as R);
        return { rawBody, resource };
      })();
      const [counting, loaded] = await Promise.allSettled([counted, loading]);
      if (counting.status === "rejected") throw counting.reason;
      limits = counting.value;
      if (loaded.status === "rejected") throw loaded.reason;
      const { rawBody, resource } = loaded.value;
      // A form is read after the access checks: they never depend on it, and uploads are large.
      const form = options.form && hasBody(request) ? await readForm(request, limit) : undefined;
      const input = parse(options.body, rawBody, "body") as B;
      const query = parse(options.query, rawQuery, "query") as Q;
      const result = await timing.time("handler", handler({ ctx, input, query, params, resource, request, form }));
      response = result instanceof Response ? result : json({ success: true, ...result }, { status: options.status });
    } catch (error) {
      response = errorResponse(error, requestId);
    }
    response.headers.set("x-request-id", requestId);
    if (limits) for (const [name, value] of Object.entries(rateLimitHeaders(limits))) response.headers.set(name, value);
    response.headers.set("server-timing", timing.header());
    return response;
  };
}

/** Durations of a request's phases, sent as `Server-Timing` (browsers' network panel shows them). */
class ServerTiming {
  private readonly started = performance.now();
  private readonly phases: Array<[string, number]> = [];

  async time<T>(name: string, work: Promise<T>): Promise<T> {
    const t0 = performance.now();
    try {
      return await work;
    } finally {
      this.phases.push([name, performance.now() - t0]);
    }
  }

  header(): string {
    return [...this.phases, ["total", performance.now() - this.started] as [string, number]]
      .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
      .join(", ");
  }
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown, where: "body" | "query"): T | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (where === "body" ? {} : value));
  if (result.success) return result.data;
  throw new InvalidRequestError(
    where === "body" ? "The request body is invalid." : "The query parameters are invalid.",
    zodDetails(result.error),
  );
}

function hasBody(request: Request): boolean {
  return request.method !== "GET" && request.method !== "HEAD";
}

function flattenParams(params: Record<string, string | string[]>): Params {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value.join("/") : value]),
  );
}

function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "local";
}

const ALL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * Handlers for the methods a route does not serve, so they answer 405 with the contract's body
 * (Next.js would answer an empty 405 otherwise). Usage:
 * `export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");`
 */
export function otherMethods(...allowed: string[]) {
  const handler = async (request: Request) => {
    const requestId = requestIdFor(request);
    const response = errorResponse(
      new AppError("method_not_allowed", `${request.method} is not allowed here. Allowed: ${allowed.join(", ")}.`, {
        headers: { allow: allowed.join(", ") },
      }),
      requestId,
    );
    response.headers.set("x-request-id", requestId);
    return response;
  };
  // Marked so the API description's test can tell served methods from these.
  Object.assign(handler, { methodNotAllowed: true });
  return Object.fromEntries(ALL_METHODS.filter((m) => !allowed.includes(m)).map((m) => [m, handler])) as Record<
    (typeof ALL_METHODS)[number],
    typeof handler
  >;
}
