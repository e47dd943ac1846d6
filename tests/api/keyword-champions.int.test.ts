// Champion lists: when even a query's rarest word is too common to rank in full, keyword search
// ranks the words' champion lists instead. These tests shrink the budget and the list length so a
// small collection takes that path, and hold it to the exhaustive ranking.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, rows } from "@/db/client";
import { keywordCandidates } from "@/lib/search/retrieve";
import { api } from "../http";
import { createCollection, createTenant, type Tenant } from "../fixtures";

let owner: Tenant;
let collectionId: string;

const filler = (i: number) => `Survey note ${i} about meadow birds, hedge plants and weather on the hill.`;
/** Document i mentions "river" i times in a body of the same length as every other document. */
const riverDoc = (i: number, times = i) => ({
  id: `doc-${i}`,
  title: `Field report ${i}`,
  content: [filler(i), ...Array.from({ length: times }, () => "river"), ...Array.from({ length: 60 - times }, () => "stone")].join(" "),
});

const upload = (documents: object[]) => api.post(`/api/v1/collections/${collectionId}/documents`, { token: owner.token, body: { documents } });

async function ranked(query: string, options: { budget?: number; champions?: number } = {}) {
  const db = await getDb();
  const found = await keywordCandidates(db, { collectionId, texts: [{ text: query, weight: 1 }], filter: null, limit: 5, ...options });
  const chunks = await rows<{ id: string; document_id: string }>(
    db,
    sql`select id, document_id from chunks where collection_id = ${collectionId}`,
  );
  const documentOf = new Map(chunks.map((c) => [c.id, c.document_id]));
  return found.map((c) => documentOf.get(c.id));
}

async function championRow(lexeme: string) {
  const db = await getDb();
  const [row] = await rows<{ chunk_ids: string[]; pending: string[] }>(
    db,
    sql`select chunk_ids, pending from term_champions where collection_id = ${collectionId} and lexeme = ${lexeme}`,
  );
  return row;
}

beforeAll(async () => {
  owner = await createTenant("Champions");
  await api.patch("/api/v1/organization", { token: owner.token, body: { plan: "enterprise", rateLimitPerMinute: 100_000 } });
  collectionId = await createCollection(owner.token, "Rivers");
  expect((await upload(Array.from({ length: 30 }, (_, i) => riverDoc(i + 1)))).status).toBe(200);
}, 120_000);

describe("champion lists", () => {
  it("rank a common word's chunks as the exhaustive ranking does, and store the list", async () => {
    const exhaustive = await ranked("river", { budget: Number.POSITIVE_INFINITY });
    expect(exhaustive).toEqual(["doc-30", "doc-29", "doc-28", "doc-27", "doc-26"]);
    expect(await championRow("river")).toBeUndefined();

    expect(await ranked("river", { budget: 5, champions: 10 })).toEqual(exhaustive);
    const list = await championRow("river");
    expect(list.chunk_ids).toHaveLength(10);
    expect(list.pending).toEqual([]);
  });

  it("include chunks added after the list was built", async () => {
    expect((await upload([riverDoc(31, 59)])).status).toBe(200);
    expect((await championRow("river")).pending).toHaveLength(1);
    expect((await ranked("river", { budget: 5, champions: 10 }))[0]).toBe("doc-31");
  });

  it("are dropped when a chunk holding the word is deleted, then rebuilt without it", async () => {
    expect((await api.delete(`/api/v1/collections/${collectionId}/documents/doc-31`, { token: owner.token })).status).toBe(200);
    expect(await championRow("river")).toBeUndefined();
    expect(await ranked("river", { budget: 5, champions: 10 })).toEqual(["doc-30", "doc-29", "doc-28", "doc-27", "doc-26"]);
    expect((await championRow("river")).pending).toEqual([]);
  });

  it.runIf(process.env.DATABASE_URL)("do not make a search wait for an ingestion holding the list", async () => {
    const { default: postgres } = await import("postgres");
    const other = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      const expected = await ranked("river", { budget: 5, champions: 10 });
      // The list's pending part has outgrown it (ids of no chunk), so the next search wants a rebuild,
      // while another transaction holds the list's row as an ingestion appending to it would.
      await other`update term_champions set pending = pending || array_fill('chk_absent'::text, array[20])
                  where collection_id = ${collectionId} and lexeme = 'river'`;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = other
        .begin(async (tx) => {
          await tx`select 1 from term_champions where collection_id = ${collectionId} and lexeme = 'river' for update`;
          locked();
          await held;
          throw new Error("roll back");
        })
        .catch(() => undefined);
      await isLocked;
      const safety = setTimeout(release, 5000); // a search that waits fails the timing check below instead of hanging
      const started = performance.now();
      expect(await ranked("river", { budget: 5, champions: 10 })).toEqual(expected);
      expect(performance.now() - started).toBeLessThan(2000);
      clearTimeout(safety);
      release();
      await holder;
      expect((await championRow("river")).pending).toHaveLength(20);
      expect(await ranked("river", { budget: 5, champions: 10 })).toEqual(expected);
      expect((await championRow("river")).pending).toEqual([]);
    } finally {
      await other.end({ timeout: 5 });
    }
  });

  it("serve searches through the API with the default settings", async () => {
    const res = await api.post("/api/v1/search", { token: owner.token, body: { collectionId, query: "river", mode: "keyword", limit: 3 } });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { metadata: { documentId: string } }) => r.metadata.documentId)).toEqual(["doc-30", "doc-29", "doc-28"]);
  });
});
