import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

export type SeedDocument = {
  id: string;
  title?: string;
  content: string;
  url?: string;
  author?: string;
  createdAt?: string;
  updatedAt?: string;
  metadata?: Record<string, unknown>;
};

export const HANDBOOK = { id: "northwind-handbook", name: "Northwind Handbook" };

/** Creates a collection through the API as the signed-in user (the page's cookies) and returns its id. */
export async function apiCreateCollection(page: Page, name: string, id?: string): Promise<string> {
  const response = await page.request.post("/api/v1/collections", { data: { name, id } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).collection.id;
}

export async function apiAddDocuments(page: Page, collectionId: string, documents: SeedDocument[]) {
  const response = await page.request.post(`/api/v1/collections/${collectionId}/documents`, { data: { documents } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { upserted: number; unchanged: number };
}

/**
 * The demo's "Northwind Handbook" collection: the seeded one when the server created it, otherwise
 * created now with most of the same documents (enough for the search specs).
 */
export async function handbookCollection(page: Page): Promise<string> {
  const existing = await page.request.get(`/api/v1/collections/${HANDBOOK.id}`);
  if (existing.status() === 200) return HANDBOOK.id;
  const all = JSON.parse(fs.readFileSync(path.resolve("db/seed-data/handbook.json"), "utf8")) as SeedDocument[];
  const byTeam = new Map<unknown, SeedDocument[]>();
  for (const doc of all) byTeam.set(doc.metadata?.team, [...(byTeam.get(doc.metadata?.team) ?? []), doc]);
  const picked = [...byTeam].flatMap(([team, docs]) => (team === "Engineering" ? docs : docs.slice(0, 4)));
  await apiCreateCollection(page, HANDBOOK.name, HANDBOOK.id);
  await apiAddDocuments(page, HANDBOOK.id, picked);
  return HANDBOOK.id;
}
