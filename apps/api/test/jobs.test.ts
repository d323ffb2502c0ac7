import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useReadTestApp, UNKNOWN_ID, type ErrorBody, type Page } from "./helpers/reads.ts";

type Job = {
  _id: string;
  title: string;
  companyName: string;
  location: string;
  isRemote: boolean;
  jobType: string;
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
  categoryId: string;
  categoryName: string;
  description: string;
  createdAt: string;
};

const { s, get, rows, allPages } = useReadTestApp<Job>();
/** The ids of open jobs matching `where`, newest first, ties by id. */
async function newestIds(where = sql`true`): Promise<string[]> {
  const found = await rows<{ id: string }>(sql`
    select id from jobs where status = 'open' and ${where} order by created_at desc, id`);
  return found.map((row) => row.id);
}
/** One-letter typo in the middle of a word. */
function typoOf(word: string): string {
  const lower = word.toLowerCase();
  const i = Math.floor(lower.length / 2);
  return `${lower.slice(0, i)}${lower[i] === "x" ? "q" : "x"}${lower.slice(i + 1)}`;
}

describe("GET /api/jobs", () => {
  it("lists open jobs newest first, 12 by default, with the category's name", async () => {
    const { status, body } = await get<Page<Job>>("/api/jobs");
    expect(status).toBe(200);
    expect(body.result).toBe(1);
    expect(body.result_value).toHaveLength(12);
    expect(body.meta).toEqual({ hasMore: true, currentPage: 1 });
    const expected = await newestIds();
    expect(body.result_value.map((j) => j._id)).toEqual(expected.slice(0, 12));

    const [first] = body.result_value;
    expect(Object.keys(first!).sort()).toEqual(
      [
        "_id",
        "title",
        "companyName",
        "location",
        "isRemote",
        "jobType",
        "salaryMinCents",
        "salaryMaxCents",
        "budgetType",
        "budgetCents",
        "connectsCost",
        "skills",
        "categoryId",
        "categoryName",
        "description",
        "createdAt",
      ].sort(),
    );
    const [row] = await rows<{ category_name: string; description: string }>(sql`
      select c.name as category_name, j.description from jobs j join categories c on c.id = j.category_id
      where j.id = ${first!._id}`);
    expect(first!.categoryName).toBe(row!.category_name);
    expect(first!.description).toBe(row!.description);
    expect(typeof first!.isRemote).toBe("boolean");
  });

  it("pages deterministically: pages 1 and 2 never overlap and all pages hold every open job once", async () => {
    const one = await get<Page<Job>>("/api/jobs?limit=10&page=1");
    const two = await get<Page<Job>>("/api/jobs?limit=10&page=2");
    const firstIds = new Set(one.body.result_value.map((j) => j._id));
    expect(two.body.result_value).toHaveLength(10);
    for (const job of two.body.result_value) expect(firstIds.has(job._id)).toBe(false);
    expect((await get<Page<Job>>("/api/jobs?limit=10&page=2")).body).toEqual(two.body);

    const all = await allPages("/api/jobs?limit=100");
    expect(all.map((j) => j._id)).toEqual(await newestIds());
    expect(all.every((j, i) => i === 0 || Date.parse(all[i - 1]!.createdAt) >= Date.parse(j.createdAt))).toBe(true);
  });

  it("filters by category, job type and remote, alone and together", async () => {
    const [category] = await rows<{ id: string }>(sql`
      select category_id as id from jobs where status = 'open' group by category_id
      order by count(*) desc, category_id limit 1`);
    const categoryId = category!.id;
    const inCategory = await allPages(`/api/jobs?categoryId=${categoryId}&limit=5`);
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((j) => j.categoryId === categoryId)).toBe(true);
    expect(inCategory.map((j) => j._id)).toEqual(await newestIds(sql`category_id = ${categoryId}`));

    const partTime = await allPages("/api/jobs?jobType=part-time&limit=100");
    expect(partTime.length).toBeGreaterThan(0);
    expect(partTime.every((j) => j.jobType === "part-time")).toBe(true);
    expect(partTime.map((j) => j._id)).toEqual(await newestIds(sql`job_type = 'part-time'`));

    const remote = await allPages("/api/jobs?remote=true&limit=100");
    expect(remote.length).toBeGreaterThan(0);
    expect(remote.every((j) => j.isRemote)).toBe(true);
    expect(remote.map((j) => j._id)).toEqual(await newestIds(sql`is_remote = 1`));
    // remote=false does not mean "on site only": it is the absence of the filter.
    expect(await allPages("/api/jobs?remote=false&limit=100")).toHaveLength((await newestIds()).length);

    const combined = await allPages(`/api/jobs?categoryId=${categoryId}&jobType=full-time&remote=true&limit=100`);
    expect(combined.every((j) => j.categoryId === categoryId && j.jobType === "full-time" && j.isRemote)).toBe(true);
    expect(combined.map((j) => j._id)).toEqual(
      await newestIds(sql`category_id = ${categoryId} and job_type = 'full-time' and is_remote = 1`),
    );
  });

  it("never lists a closed job", async () => {
    const [job] = await rows<{ id: string }>(sql`select id from jobs where status = 'open' order by id limit 1`);
    await s.t.database.db.execute(sql`update jobs set status = 'closed' where id = ${job!.id}`);
    try {
      const all = await allPages("/api/jobs?limit=100");
      expect(all.map((j) => j._id)).not.toContain(job!.id);
    } finally {
      await s.t.database.db.execute(sql`update jobs set status = 'open' where id = ${job!.id}`);
    }
  });

  it("answers an empty list for an unknown category", async () => {
    const { status, body } = await get<Page<Job>>(`/api/jobs?categoryId=${UNKNOWN_ID}`);
    expect(status).toBe(200);
    expect(body).toEqual({ result: 1, result_value: [], meta: { hasMore: false, currentPage: 1 } });
  });

  it("finds a job by its title, and by its title with a one-letter typo", async () => {
    const [target] = await rows<{ id: string; title: string; word: string }>(sql`
      select j.id, j.title, w.word from jobs j,
        lateral (select word from regexp_split_to_table(j.title, '[^A-Za-z]+') as word
                 where length(word) >= 6 order by length(word) desc, word limit 1) w
      where j.status = 'open' order by j.id limit 1`);
    const exact = await get<Page<Job>>(`/api/jobs?q=${encodeURIComponent(target!.title)}`);
    expect(exact.status).toBe(200);
    expect(exact.body.result_value[0]!.title).toBe(target!.title);

    const typo = typoOf(target!.word);
    expect(typo).not.toBe(target!.word.toLowerCase());
    const found = await allPages(`/api/jobs?q=${typo}&limit=100`);
    expect(found.map((j) => j._id)).toContain(target!.id);
    expect(new Set(found.map((j) => j._id)).size).toBe(found.length);

    const none = await get<Page<Job>>("/api/jobs?q=zzqxv");
    expect(none.body.result_value).toEqual([]);
  });

  it("refuses bad paging, unknown fields and malformed values with 400 and a clear message", async () => {
    for (const [url, field] of [
      ["/api/jobs?limit=101", "limit"],
      ["/api/jobs?page=0", "page"],
      ["/api/jobs?page=-1", "page"],
      ["/api/jobs?page=x", "page"],
      ["/api/jobs?sort=newest", "querystring"],
      ["/api/jobs?jobType=gig", "jobType"],
      ["/api/jobs?remote=yes", "remote"],
      [`/api/jobs?q=${"a".repeat(101)}`, "q"],
    ] as const) {
      const { status, body } = await get<ErrorBody>(url);
      expect(status, url).toBe(400);
      expect(body.result).toBe(0);
      expect(Object.keys(body.errors ?? {}), url).toContain(field);
    }
    const bad = await get<ErrorBody>("/api/jobs?categoryId=not-a-uuid");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      result: 0,
      message: "Invalid category id.",
      errors: { categoryId: ["Invalid category id."] },
    });
  });
});
