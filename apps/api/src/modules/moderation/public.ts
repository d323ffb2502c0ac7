export { hideOwnerContent, restoreOwnerContent } from "./owner-content.ts";
