/** The job pages (issue 13): post, read, edit, the client's jobs and the application form. */
export const jobPaths = {
  postJob: "/postjob",
  job: "/job/:id",
  editJob: "/editjob/:id",
  myJobs: "/myjobs",
  /** The spec's route: the job, its title, its category and its poster ride in the path. */
  jobApply: "/jobapplyform/:id/:jobTitle/:categoryId/:createdBy",
} as const;

export const jobUrl = (id: string) => `/job/${encodeURIComponent(id)}`;
export const editJobUrl = (id: string) => `/editjob/${encodeURIComponent(id)}`;

type ApplyTarget = { _id: string; title: string; categoryId: string; createdBy: string };

export function jobApplyUrl(job: ApplyTarget): string {
  // A title of slashes or dots alone would make an empty or relative segment.
  const title = job.title.trim() || "job";
  return `/jobapplyform/${[job._id, title, job.categoryId, job.createdBy].map(encodeURIComponent).join("/")}`;
}
