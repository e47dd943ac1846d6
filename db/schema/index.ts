export * from "./auth";
export * from "./collections";
export * from "./search";
export * from "./tenancy";
