export * from "./auth";
export * from "./collections";
export * from "./tenancy";
