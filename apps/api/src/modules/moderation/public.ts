export { hideOwnerContent, restoreOwnerContent } from "./owner-content-repository.ts";
