export * from "./analytics";
export * from "./auth";
export * from "./collections";
export * from "./search";
export * from "./sources";
export * from "./tenancy";
