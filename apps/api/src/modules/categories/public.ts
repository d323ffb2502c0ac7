// What other modules may use of categories.
export { categoryExists } from "./repository.ts";
