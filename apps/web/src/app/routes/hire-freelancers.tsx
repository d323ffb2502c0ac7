import { freelancerSorts } from "@mp/contracts/filter-values";
import type { FreelancerSort } from "@mp/contracts/freelancer";
import { useNavigate, useSearchParams } from "react-router";
import { useCategories } from "../../lib/categories-api";
import { FreelancerResults } from "../../features/freelancers/components/freelancer-results";
import {
  FreelancerSearchForm,
  type FreelancerSearchValues,
} from "../../features/freelancers/components/freelancer-search-form";
import { centsRange, validDollars } from "../../lib/dollars";
import { browsePaths } from "../../lib/paths-browse";
import { usePageMeta } from "../use-page-meta";
import { browseUrl, readPage, readUuid } from "./browse-query";
import "./browse-page.css";

const noFilters: FreelancerSearchValues = { q: "", categoryId: "", minRate: "", maxRate: "", sort: "" };

/** The search as the URL has it (`?q=&categoryId=&minRate=&maxRate=&sort=&page=`, rates in dollars). */
function readValues(query: URLSearchParams): FreelancerSearchValues {
  const sort = query.get("sort") ?? "";
  return {
    q: (query.get("q") ?? "").trim().slice(0, 100),
    categoryId: readUuid(query.get("categoryId")),
    minRate: validDollars(query.get("minRate")),
    maxRate: validDollars(query.get("maxRate")),
    sort: (freelancerSorts as readonly string[]).includes(sort) ? (sort as FreelancerSort) : "",
  };
}

function freelancersUrl(values: FreelancerSearchValues, page = 1): string {
  return browseUrl(browsePaths.hireFreelancers, values, page);
}

export function HireFreelancersRoute() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const categories = useCategories("");
  const values = readValues(query);
  const page = readPage(query);
  usePageMeta(
    "Hire Freelancers",
    "Find local freelancers by skill, category and hourly rate; compare ratings and reviews.",
  );

  const rate = centsRange(values.minRate, values.maxRate);
  const hasFilters = Boolean(values.q || values.categoryId || values.minRate || values.maxRate);

  return (
    <div className="browse-page container">
      <h1 className="browse-page__title">Hire Freelancers</h1>
      <FreelancerSearchForm
        values={values}
        categories={categories.data}
        onApply={(next) => navigate(freelancersUrl(next))}
      />
      <FreelancerResults
        filters={{
          q: values.q,
          categoryId: values.categoryId || undefined,
          minRateCents: rate.min,
          maxRateCents: rate.max,
          sort: values.sort === "relevance" && !values.q ? undefined : values.sort || undefined,
          page,
        }}
        pageUrl={(next) => freelancersUrl(values, next)}
        clearUrl={hasFilters ? freelancersUrl(noFilters) : null}
      />
    </div>
  );
}
