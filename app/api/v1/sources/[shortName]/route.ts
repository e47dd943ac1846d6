import { otherMethods, route } from "@/lib/http/route";
import { getSource } from "@/lib/sources/catalog";

// GET /api/v1/sources/:shortName: one integration type with its credential and config fields
export const GET = route({}, async ({ params }) => getSource(params.shortName));
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
