import { collectionFromPath } from "@/lib/collections/access";
import { listDocuments, upsertDocuments } from "@/lib/documents/documents";
import { UpsertDocumentsInput } from "@/lib/documents/schemas";
import { MiB } from "@/lib/http/body";
import { PageQuery } from "@/lib/http/pagination";
import { otherMethods, route } from "@/lib/http/route";

// POST /api/v1/collections/:id/documents: upsert up to 1,000 documents (10 MiB) by id
export const POST = route(
  { resource: collectionFromPath, body: UpsertDocumentsInput, maxBodyBytes: 10 * MiB },
  ({ resource, input }) => upsertDocuments({ collection: resource, input }),
);
// GET /api/v1/collections/:id/documents: the collection's documents, most recently updated first
export const GET = route({ resource: collectionFromPath, query: PageQuery }, ({ resource, query }) =>
  listDocuments({ collection: resource, query }),
);
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
