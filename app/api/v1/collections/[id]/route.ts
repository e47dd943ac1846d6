import { collectionFromPath } from "@/lib/collections/access";
import { deleteCollection, getCollection } from "@/lib/collections/collections";
import { otherMethods, route } from "@/lib/http/route";

// GET /api/v1/collections/:id: one collection with its document and chunk counts
export const GET = route({ resource: collectionFromPath }, ({ resource }) => getCollection({ collection: resource }));
// DELETE /api/v1/collections/:id: remove it with its documents, connections and scoped keys
export const DELETE = route({ resource: collectionFromPath }, ({ resource }) => deleteCollection({ collection: resource }));
export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");
