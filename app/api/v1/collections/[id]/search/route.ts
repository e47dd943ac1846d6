import { collectionFromPath } from "@/lib/collections/access";
import { otherMethods, route } from "@/lib/http/route";
import { CollectionSearchQuery } from "@/lib/search/schemas";
import { searchCollection } from "@/lib/search/search";

// GET /api/v1/collections/:id/search: search with query parameters; `completion` adds an answer
export const GET = route({ resource: collectionFromPath, query: CollectionSearchQuery }, async ({ resource, query }) => {
  const { responseType, ...options } = query;
  const outcome = await searchCollection({
    collection: resource,
    options: { ...options, filters: [], recencyBias: 0, generateAnswer: responseType === "completion" },
  });
  const { mode: _mode, ...body } = outcome;
  return body;
});
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
