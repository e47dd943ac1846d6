import type { NextConfig } from "next";
import { rewrites } from "./lib/http/rewrites";

const nextConfig: NextConfig = {
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-pgvector",
    "bcrypt",
    "pg-boss",
    "postgres",
  ],
  outputFileTracingExcludes: { "*": [".data/**"] },
  poweredByHeader: false,
  async rewrites() {
    return { beforeFiles: rewrites, afterFiles: [], fallback: [] };
  },
};

export default nextConfig;
