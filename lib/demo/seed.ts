import fs from "node:fs";
import path from "node:path";
import { getDb } from "@/db/client";
import { projectRoot } from "@/db/paths";
import { collections } from "@/db/schema";
import { DEMO_EMAIL, isEmpty } from "@/db/seed";
import { createAccount } from "../auth/accounts";
import { defaultEmbeddingModel } from "../collections/collections";
import { ingestBatch } from "../ingest/ingest";
import type { IngestDocument } from "../ingest/types";

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || "quarry-demo";
export const DEMO_COLLECTION = { id: "northwind-handbook", name: "Northwind Handbook" };

type SeedDocument = {
  id: string;
  title: string;
  content: string;
  url?: string;
  author?: string;
  createdAt?: string;
  updatedAt?: string;
  metadata?: Record<string, unknown>;
};

/** On a first start: a demo organization, user and an indexed sample collection to explore. */
export async function seedDemo(): Promise<{ email: string; password: string; created: boolean }> {
  const db = await getDb();
  if (!(await isEmpty(db))) return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: false };
  const { organization } = await createAccount({
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    name: "Demo User",
    organizationName: "Northwind Robotics",
  });
  const embeddingModel = defaultEmbeddingModel();
  await db.insert(collections).values({ ...DEMO_COLLECTION, orgId: organization.id, embeddingModel });
  const file = path.join(projectRoot, "db/seed-data/handbook.json");
  const documents = JSON.parse(fs.readFileSync(file, "utf8")) as SeedDocument[];
  await ingestBatch(
    { collectionId: DEMO_COLLECTION.id, orgId: organization.id, embeddingModel, source: "api" },
    { upserts: documents.map(toIngest) },
  );
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: true };
}

function toIngest({ id, createdAt, updatedAt, ...doc }: SeedDocument): IngestDocument {
  return {
    externalId: id,
    ...doc,
    createdAt: createdAt ? new Date(createdAt) : undefined,
    updatedAt: updatedAt ? new Date(updatedAt) : undefined,
  };
}
