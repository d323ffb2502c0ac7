import type { JobBudgetType, JobType } from "@mp/contracts/job";
import { jobBudgetTypes, jobTypes } from "@mp/contracts/filter-values";
import { Link, useNavigate, useSearchParams } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { useCategories } from "../../lib/categories-api";
import { JobResults } from "../../features/jobs/components/job-results";
import { JobSearchForm, type JobSearchValues } from "../../features/jobs/components/job-search-form";
import { SaveSearchButton } from "../../features/saved-searches/components/save-search-button";
import { dollarsToCents, validDollars } from "../../lib/dollars";
import { browsePaths } from "../../lib/paths-browse";
import { jobPaths } from "../../lib/paths-jobs";
import { usePageMeta } from "../use-page-meta";
import { browseUrl, readPage, readUuid } from "./browse-query";
import "../../components/ui/spread-row.css";
import "./browse-page.css";
import "./jobs/job-pages.css";

const noFilters: JobSearchValues = {
  q: "",
  categoryId: "",
  subcategoryId: "",
  jobType: "",
  budgetType: "",
  minBudget: "",
  isRemoteOnly: false,
};

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | "" =>
  (choices as readonly string[]).includes(value ?? "") ? (value as T) : "";

/** The search as the URL has it (`?q=&categoryId=&subcategoryId=&jobType=&budgetType=&minBudget=&remote=true&page=`); nonsense is dropped. */
function readValues(query: URLSearchParams): JobSearchValues {
  const categoryId = readUuid(query.get("categoryId"));
  return {
    q: (query.get("q") ?? "").trim().slice(0, 100),
    categoryId,
    subcategoryId: categoryId ? readUuid(query.get("subcategoryId")) : "",
    jobType: oneOf<JobType>(jobTypes, query.get("jobType")),
    budgetType: oneOf<JobBudgetType>(jobBudgetTypes, query.get("budgetType")),
    minBudget: validDollars(query.get("minBudget")),
    isRemoteOnly: query.get("remote") === "true",
  };
}

function jobsUrl(values: JobSearchValues, page = 1): string {
  const { isRemoteOnly, ...filters } = values;
  return browseUrl(browsePaths.findJob, { ...filters, remote: isRemoteOnly ? "true" : "" }, page);
}

export function FindJobRoute() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const categories = useCategories("");
  const values = readValues(query);
  const page = readPage(query);
  usePageMeta("Find Jobs", "Open local jobs: search by title, category, job type, budget, or remote work only.");
  const hasFilters = Object.entries(values).some(([key, value]) => value !== noFilters[key as keyof JobSearchValues]);

  return (
    <div className="browse-page container">
      <div className="spread-row find-job__heading">
        <h1 className="browse-page__title">Find Jobs</h1>
        <SaveSearchButton path="/findjob" kind="jobs" defaultName={values.q ? `${values.q} jobs` : "Jobs"} />
        <Link to={jobPaths.postJob} className={buttonClasses("primary", undefined)}>
          Post a job
        </Link>
      </div>
      <JobSearchForm values={values} categories={categories.data} onApply={(next) => navigate(jobsUrl(next))} />
      <JobResults
        filters={{
          q: values.q,
          categoryId: values.categoryId || undefined,
          subcategoryId: values.subcategoryId || undefined,
          jobType: values.jobType || undefined,
          budgetType: values.budgetType || undefined,
          minBudget: values.minBudget ? dollarsToCents(values.minBudget) : undefined,
          isRemoteOnly: values.isRemoteOnly,
          page,
        }}
        pageUrl={(next) => jobsUrl(values, next)}
        clearUrl={hasFilters ? jobsUrl(noFilters) : null}
      />
    </div>
  );
}
