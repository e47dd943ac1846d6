"use client";

import dynamic from "next/dynamic";
import "swagger-ui-react/swagger-ui.css";

// Swagger UI touches `window` when it loads, so it renders in the browser only.
const SwaggerUI = dynamic(() => import("swagger-ui-react"), {
  ssr: false,
  loading: () => <p className="p-6 text-sm text-zinc-500">Loading the API reference…</p>,
});

export function ApiReference() {
  return <SwaggerUI url="/api/v1/openapi.json" docExpansion="list" defaultModelsExpandDepth={0} tryItOutEnabled={false} />;
}
