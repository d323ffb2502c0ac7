// What other modules may use of freelancers: the card's columns and mapper, and which profiles are public (the Saved page).
export {
  isFreelancerPublic,
  summaryColumns as freelancerSummaryColumns,
  toSummary as toFreelancerSummary,
} from "./repository.ts";
