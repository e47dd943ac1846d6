import { createCollection, listCollections } from "@/lib/collections/collections";
import { CreateCollectionInput } from "@/lib/collections/schemas";
import { PageQuery } from "@/lib/http/pagination";
import { otherMethods, route } from "@/lib/http/route";

// POST /api/v1/collections: create a collection
export const POST = route({ body: CreateCollectionInput, status: 201 }, ({ ctx, input }) => createCollection({ ctx, input }));
// GET /api/v1/collections: the caller's collections, newest first
export const GET = route({ query: PageQuery }, ({ ctx, query }) => listCollections({ ctx, query }));
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
