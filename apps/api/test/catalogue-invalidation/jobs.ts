import type { Account } from "../helpers/accounts.ts";
import { apply, jobBody, newClient, newFreelancer } from "../helpers/jobs.ts";
import { ctx, idOf, send, shared, type Row } from "./context.ts";

const jobState = {} as { freelancer: Account; jobId: string; applicationId: string };

/** A job posted, edited, applied to, the application shortlisted and withdrawn, the job closed. */
export const jobRows: Row[] = [
  [
    "POST /api/jobs",
    {
      catalogue: false,
      request: async () => {
        shared.jobClient = await newClient(ctx.t.app, ctx.t.database);
        const res = await send("POST", "/api/jobs", await jobBody(ctx.t.database), shared.jobClient.token);
        jobState.jobId = idOf(res);
        return res;
      },
    },
  ],
  [
    "PUT /api/jobs/:id",
    {
      catalogue: false,
      request: async () =>
        send(
          "PUT",
          `/api/jobs/${jobState.jobId}`,
          await jobBody(ctx.t.database, { title: "Renamed job" }),
          shared.jobClient.token,
        ),
    },
  ],
  [
    "POST /api/jobs/:id/applications",
    {
      catalogue: false,
      request: async () => {
        jobState.freelancer = await newFreelancer(ctx.t.app, ctx.t.database, 10);
        const res = await apply(ctx.t.app, jobState.freelancer.token, jobState.jobId);
        jobState.applicationId = idOf(res);
        return res;
      },
    },
  ],
  [
    "PATCH /api/applications/:id",
    {
      catalogue: false,
      request: () =>
        send("PATCH", `/api/applications/${jobState.applicationId}`, { status: "shortlisted" }, shared.jobClient.token),
    },
  ],
  [
    "POST /api/applications/:id/withdraw",
    {
      catalogue: false,
      request: () =>
        send("POST", `/api/applications/${jobState.applicationId}/withdraw`, undefined, jobState.freelancer.token),
    },
  ],
  [
    "POST /api/jobs/:id/close",
    {
      catalogue: false,
      request: () => send("POST", `/api/jobs/${jobState.jobId}/close`, undefined, shared.jobClient.token),
    },
  ],
];
