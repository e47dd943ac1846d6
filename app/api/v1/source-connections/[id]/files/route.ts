import { connectionFromPath } from "@/lib/connections/access";
import { MiB } from "@/lib/http/body";
import { otherMethods, route } from "@/lib/http/route";
import { listFiles, uploadFiles } from "@/lib/sync/files";

// POST /api/v1/source-connections/:id/files: upload files (multipart) into a files connection
export const POST = route({ resource: connectionFromPath, form: true, maxBodyBytes: 50 * MiB, status: 201 }, ({ resource, form }) =>
  uploadFiles({ connection: resource, form: form! }),
);
// GET /api/v1/source-connections/:id/files: the files uploaded into it
export const GET = route({ resource: connectionFromPath }, ({ resource }) => listFiles({ connection: resource }));
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
