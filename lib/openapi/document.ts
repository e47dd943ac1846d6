import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import pkg from "@/package.json";
import { errorStatus } from "../errors";
import { operations } from "./operations";
import { ErrorBody } from "./responses";

const STATUS_TEXT: Record<number, string> = {
  400: "Invalid request or credentials",
  401: "Missing, invalid, revoked or expired credentials",
  403: "Not allowed",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict",
  413: "Payload too large",
  429: "Rate limited (see Retry-After)",
  500: "Server error",
  502: "The source could not be reached",
};

let cached: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

/** The OpenAPI 3.1 description of the whole API, generated from the handlers' zod schemas. */
export function openApiDocument() {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description: "An API key (`bk_...`) or an access JWT from /api/v1/auth/login. Browser sessions use a cookie.",
  });
  for (const operation of operations) {
    const errors = [...new Set([...(operation.errors ?? []), "internal_error" as const])];
    const byStatus = new Map<number, string[]>();
    for (const code of errors) byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
    registry.registerPath({
      method: operation.method,
      path: operation.path,
      summary: operation.summary,
      tags: [operation.tag],
      security: operation.auth ? [{ bearer: [] }] : [],
      request: {
        params: pathParams(operation.path),
        ...(operation.query ? { query: operation.query as z.ZodObject } : {}),
        ...(operation.body ? { body: { content: { "application/json": { schema: operation.body } } } } : {}),
        ...(operation.form
          ? { body: { content: { "multipart/form-data": { schema: z.object({ file: z.array(z.string().meta({ format: "binary" })) }) } } } }
          : {}),
      },
      responses: {
        [operation.status ?? 200]: { description: "Success", content: { "application/json": { schema: operation.response } } },
        ...Object.fromEntries(
          [...byStatus].map(([status, codes]) => [
            status,
            { description: `${STATUS_TEXT[status] ?? "Error"}: ${codes.join(", ")}`, content: { "application/json": { schema: ErrorBody } } },
          ]),
        ),
      },
    });
  }
  cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Quarry API",
      version: pkg.version,
      description:
        "Search connected data, manage source connections and publish dashboards. Every path also answers under /v1/... . Errors are `{success: false, error, message, details?}`; every response carries X-Request-Id; authenticated responses carry X-RateLimit-Limit/Remaining/Reset. The MCP endpoint (Streamable HTTP) is /mcp/collections/{collectionId}.",
    },
    servers: [{ url: "/" }],
  });
  return cached;
}

function pathParams(path: string) {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  return names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined;
}
