export { EditJobRoute, JobDetailRoute, PostJobRoute } from "./job-pages";
export { JobApplyRoute } from "./job-apply";
export { MyJobsRoute } from "./my-jobs";
