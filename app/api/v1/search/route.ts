import { requireCollection } from "@/lib/collections/access";
import { otherMethods, route } from "@/lib/http/route";
import { SearchInput } from "@/lib/search/schemas";
import { searchCollection } from "@/lib/search/search";

// POST /api/v1/search: keyword, semantic or hybrid search of one collection
export const POST = route(
  { body: SearchInput, resource: ({ ctx, rawBody }) => requireCollection(ctx, (rawBody as { collectionId?: unknown } | undefined)?.collectionId) },
  ({ resource, input }) => searchCollection({ collection: resource, options: input }),
);
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
