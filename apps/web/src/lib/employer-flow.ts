import { useMatches } from "react-router";

/** What a route may declare in its `handle`: it is an employer flow (registering as a client, posting a job). */
export type EmployerFlowHandle = { employerFlow?: boolean };

/**
 * Spec section 4: "Coming from an employer flow presets the user type to Employer". True on a
 * page whose route (or a parent's) declares `employerFlow`; the sign-in guard then opens the
 * dialogs with the user type Employer, which the sign-up form starts with.
 */
export function useIsEmployerFlow(): boolean {
  return useMatches().some((match) => (match.handle as EmployerFlowHandle | undefined)?.employerFlow === true);
}
