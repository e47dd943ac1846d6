import { describe, expect, it } from "vitest";
import { getConnector, listConnectors } from "@/lib/sources/registry";

describe("connector registry", () => {
  it("lists the connectors with unique short names and complete field specs", () => {
    const connectors = listConnectors();
    expect(connectors.map((c) => c.shortName)).toEqual(["postgresql", "mysql", "web", "rss", "files"]);
    for (const c of connectors) {
      expect(c.name && c.description && c.authMethods.length && c.labels.length).toBeTruthy();
      for (const field of c.authFields) expect(["string", "number", "password"]).toContain(field.type);
      for (const field of [...c.authFields, ...c.configFields]) expect(field.name && field.label).toBeTruthy();
    }
  });

  it("finds a connector by short name and nothing for an unknown one", () => {
    expect(getConnector("rss")?.name).toBe("RSS / Atom feeds");
    expect(getConnector("nope")).toBeUndefined();
  });
});
