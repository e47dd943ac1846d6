// Keyword scoring reads term frequencies out of the tsvector with ts_rank_cd (lib/search/bm25.ts).
// These tests hold that reading to a plain count, on PGlite and on the server.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, rows } from "@/db/client";
import { termFrequency } from "@/lib/search/bm25";
import { api } from "../http";
import { createCollection, createTenant, type Tenant } from "../fixtures";

let owner: Tenant;
let collectionId: string;

beforeAll(async () => {
  owner = await createTenant("Frequencies");
  collectionId = await createCollection(owner.token, "Frequencies");
  const documents = [
    {
      id: "cells",
      title: "Cell biology of cells",
      content: "The cell divides. Cells grow; a cell dies. Biology matters to every cell, cell by cell.",
    },
  ];
  expect((await api.post(`/api/v1/collections/${collectionId}/documents`, { token: owner.token, body: { documents } })).status).toBe(200);
}, 120_000);

describe("term frequencies", () => {
  it("count every occurrence, title occurrences twice", async () => {
    const db = await getDb();
    const lexemes = ["cell", "biolog", "divid", "matter", "absent"];
    const [row] = await rows<Record<string, number>>(
      db,
      sql`select ${sql.join(lexemes.map((l) => sql`${termFrequency(l)} as ${sql.identifier(l)}`), sql`, `)}
          from chunks c where c.collection_id = ${collectionId}`,
    );
    // "cell": 2 in the title (x2) + 6 in the text; "biolog": 1 in the title (x2) + 1 in the text.
    expect(Object.fromEntries(lexemes.map((l) => [l, Number(row[l])]))).toEqual({ cell: 10, biolog: 3, divid: 1, matter: 1, absent: 0 });
  });
});
