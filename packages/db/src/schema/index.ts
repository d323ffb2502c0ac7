export * from "./users.ts";
export * from "./auth.ts";
export * from "./catalog.ts";
export * from "./listings.ts";
export * from "./jobs.ts";
export * from "./freelancers.ts";
export * from "./activity.ts";
export * from "./vendors.ts";
