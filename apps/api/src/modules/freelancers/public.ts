// What other modules may use of freelancers: the card's columns and mapper (the Saved page).
export { summaryColumns as freelancerSummaryColumns, toSummary as toFreelancerSummary } from "./repository.ts";
