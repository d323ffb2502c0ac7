// What other modules may use of auth: the password-reset mail (the admin panel sends it too).
export { issuePasswordReset } from "./reset-link.ts";
