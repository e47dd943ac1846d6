import { NotFoundError } from "@/lib/errors";
import { publicRoute } from "@/lib/http/route";

// Any /api path no route serves: the contract's 404 body instead of an HTML page.
const notFound = publicRoute({}, async () => {
  throw new NotFoundError("endpoint");
});

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
