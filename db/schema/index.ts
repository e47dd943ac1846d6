export * from "./collections";
export * from "./tenancy";
