import type { TestTemplate } from "./test-database.ts";

/** What the global set-up hands every test file through vitest's `inject`. */
declare module "vitest" {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}
