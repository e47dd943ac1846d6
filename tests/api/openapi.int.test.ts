import { describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { api } from "../http";

const routeModules = import.meta.glob<Record<string, unknown>>("/app/api/v1/**/route.ts");

describe("GET /api/v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const res = await api.get("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes every method every route file under app/api/v1 serves", async () => {
    const { body: doc } = await api.get("/api/v1/openapi.json");
    const missing: string[] = [];
    for (const [file, load] of Object.entries(routeModules)) {
      const path = file
        .replace(/^\/app/, "")
        .replace(/\/route\.ts$/, "")
        .replace(/\[(\w+)\]/g, "{$1}");
      const mod = await load();
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        const handler = mod[method] as { methodNotAllowed?: boolean } | undefined;
        if (!handler || handler.methodNotAllowed) continue;
        if (!doc.paths[path]?.[method.toLowerCase()]) missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("documents auth, request bodies and error codes", async () => {
    const { body: doc } = await api.get("/api/v1/openapi.json");
    const search = doc.paths["/api/v1/search"].post;
    expect(search.security).toEqual([{ bearer: [] }]);
    expect(search.requestBody.content["application/json"].schema).toBeTruthy();
    expect(Object.keys(search.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404", "429", "500"]));
    expect(doc.paths["/api/v1/public/dashboards/{slug}"].post.security).toEqual([]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
  });
});
