import { beforeAll, describe, expect, it } from "vitest";
import { expandQuery } from "./expand";
import { getWordModel } from "./word-model";

beforeAll(async () => {
  await getWordModel();
}, 180_000);

const terms = (expansion: Awaited<ReturnType<typeof expandQuery>>, source?: string) =>
  expansion.expansions.filter((e) => !source || e.source === source).map((e) => e.term);

describe("expandQuery", () => {
  it("adds WordNet synonyms and embedding neighbours below the weight of the query", async () => {
    const expansion = await expandQuery("car");

    expect(terms(expansion, "wordnet")).toContain("automobile");
    expect(terms(expansion, "embedding")).toContain("vehicle");
    expect(expansion.expansions.every((e) => e.weight > 0 && e.weight < 1)).toBe(true);
    expect(terms(expansion)).not.toContain("cars");
  });

  it("offers the query with a synonym substituted", async () => {
    const expansion = await expandQuery("cheap flights to Paris");

    expect(expansion.expandedQueries).toContain("inexpensive flights to Paris");
  });

  it("never suggests an antonym", async () => {
    expect(terms(await expandQuery("cheap hotels"))).not.toContain("expensive");
  });

  it("adds rare terms that recur in the first results", async () => {
    const feedbackTexts = [
      "Streaming replication ships WAL records from the primary to a standby server.",
      "A standby replays the WAL it receives; it can be promoted when the primary fails.",
      "Logical replication decodes the WAL into row changes for subscribers.",
    ];
    const expansion = await expandQuery("database replication", { feedbackTexts });

    expect(terms(expansion, "feedback")).toEqual(expect.arrayContaining(["wal", "standby"]));
    expect(terms(expansion, "feedback")).not.toContain("replication");
    expect(expansion.expandedQueries.some((q) => q.startsWith("database replication ") && q.includes("wal"))).toBe(true);
  });

  it("returns nothing to add for an empty or stopword-only query", async () => {
    expect(await expandQuery("")).toEqual({ expansions: [], expandedQueries: [] });
    expect((await expandQuery("the of and")).expansions).toEqual([]);
  });
});
