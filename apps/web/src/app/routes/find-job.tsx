import { jobTypes, type JobType } from "@mp/contracts/job";
import { useNavigate, useSearchParams } from "react-router";
import { useCategories } from "../../lib/categories-api";
import { JobResults } from "../../features/jobs/components/job-results";
import { JobSearchForm, type JobSearchValues } from "../../features/jobs/components/job-search-form";
import { browsePaths } from "../../lib/paths-browse";
import { usePageMeta } from "../use-page-meta";
import { readPage, readUuid } from "./browse-query";
import "./browse-page.css";

const noFilters: JobSearchValues = { q: "", categoryId: "", jobType: "", isRemoteOnly: false };

/** The search as the URL has it (`?q=&categoryId=&jobType=&remote=true&page=`); nonsense is dropped. */
function readValues(query: URLSearchParams): JobSearchValues {
  const jobType = query.get("jobType") ?? "";
  return {
    q: (query.get("q") ?? "").trim().slice(0, 100),
    categoryId: readUuid(query.get("categoryId")),
    jobType: (jobTypes as readonly string[]).includes(jobType) ? (jobType as JobType) : "",
    isRemoteOnly: query.get("remote") === "true",
  };
}

function jobsUrl(values: JobSearchValues, page = 1): string {
  const query = new URLSearchParams();
  if (values.q) query.set("q", values.q);
  if (values.categoryId) query.set("categoryId", values.categoryId);
  if (values.jobType) query.set("jobType", values.jobType);
  if (values.isRemoteOnly) query.set("remote", "true");
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${browsePaths.findJob}?${text}` : browsePaths.findJob;
}

export function FindJobRoute() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const categories = useCategories("");
  const values = readValues(query);
  const page = readPage(query);
  usePageMeta("Find Jobs", "Open local jobs: search by title, category, job type, or remote work only.");
  const hasFilters = Boolean(values.q || values.categoryId || values.jobType || values.isRemoteOnly);

  return (
    <div className="browse-page container">
      <h1 className="browse-page__title">Find Jobs</h1>
      <JobSearchForm values={values} categories={categories.data} onApply={(next) => navigate(jobsUrl(next))} />
      <JobResults
        filters={{
          q: values.q,
          categoryId: values.categoryId || undefined,
          jobType: values.jobType || undefined,
          isRemoteOnly: values.isRemoteOnly,
          page,
        }}
        pageUrl={(next) => jobsUrl(values, next)}
        clearUrl={hasFilters ? jobsUrl(noFilters) : null}
      />
    </div>
  );
}
