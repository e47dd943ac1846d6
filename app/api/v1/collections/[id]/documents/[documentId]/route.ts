import { collectionFromPath } from "@/lib/collections/access";
import { deleteDocument, getDocument } from "@/lib/documents/documents";
import { otherMethods, route } from "@/lib/http/route";

// GET /api/v1/collections/:id/documents/:documentId: one document with its full text
export const GET = route({ resource: collectionFromPath }, ({ resource, params }) =>
  getDocument({ collection: resource, documentId: params.documentId }),
);
// DELETE /api/v1/collections/:id/documents/:documentId: remove a document and its chunks
export const DELETE = route({ resource: collectionFromPath }, ({ resource, params }) =>
  deleteDocument({ collection: resource, documentId: params.documentId }),
);
export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");
