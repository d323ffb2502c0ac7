// What other modules may use of jobs: the conditions of the public job list's filters (saved searches match new jobs by them).
export { isOpenJob, jobFiltersOf, type JobFilters } from "./repository.ts";
export { findAlertJobs, findNewlyPosted, isOpenJobId, type AlertJob } from "./alert-repository.ts";
// A job card's columns and mapper (the favourites' Saved page).
export { summaryColumns as jobSummaryColumns, toSummary as toJobSummary } from "./job-row.ts";
