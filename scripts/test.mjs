// `npm test`: the unit, component and API suites (Vitest), then the browser suite (Playwright)
// against the built server; ends with one summary line, "N passed, N failed, N skipped".
// `npm test -- unit` (or `-- e2e`) runs one of the two.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { root } from "./build-if-stale.mjs";

const suites = [
  {
    name: "unit",
    args: (report) => ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    env: () => ({}),
    readCounts: vitestCounts,
    readFileTimes: vitestFileTimes,
  },
  {
    name: "e2e",
    args: () => ["playwright", "test", "--config", "e2e/playwright.config.ts", "--reporter=list,json"],
    env: (report) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: report }),
    readCounts: playwrightCounts,
    readFileTimes: playwrightFileTimes,
  },
];
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !suites.some((suite) => suite.name === name));
if (unknown.length > 0) {
  console.error(`Unknown suite ${unknown.join(", ")}: choose from ${suites.map((suite) => suite.name).join(", ")}.`);
  process.exit(2);
}
const selected = wanted.length > 0 ? suites.filter((suite) => wanted.includes(suite.name)) : suites;
const reports = path.join(root, ".tmp/reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const driver = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(`Database for this run: ${driver}`);

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;
for (const suite of selected) {
  const report = path.join(reports, `${suite.name}.json`);
  const startedAt = Date.now();
  const result = spawnSync("npx", suite.args(report), {
    stdio: "inherit",
    cwd: root,
    env: { ...process.env, ...suite.env(report) },
  });
  if (result.status !== 0) exitCode = 1;
  const counts = readReport(report, suite.readCounts);
  const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
  if (!counts) {
    console.log(`${suite.name}: no report (the suite did not run), ${minutes} min`);
    exitCode = 1;
    continue;
  }
  printSlowest(suite.name, readReport(report, suite.readFileTimes) ?? []);
  console.log(
    `${suite.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped, ${minutes} min`,
  );
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
if (passed === 0) exitCode = 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitCode);

function readReport(file, readCounts) {
  try {
    return readCounts(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return null;
  }
}

/** Where the suite's time goes, so that CI's budget can be kept with figures: its ten slowest files. */
function printSlowest(suiteName, fileTimes) {
  const slowest = fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 10);
  if (slowest.length === 0) return;
  console.log(`${suiteName}: the slowest files`);
  for (const { file, ms } of slowest)
    console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${path.relative(root, file)}`);
}

function vitestFileTimes(report) {
  return report.testResults.map((result) => ({ file: result.name, ms: result.endTime - result.startTime }));
}

/** A spec file's time: the sum of its tests' attempts (its tests may have run on both workers). */
function playwrightFileTimes(report) {
  const times = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      const file = path.join(report.config.rootDir, spec.file);
      times.set(file, (times.get(file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return [...times].map(([file, ms]) => ({ file, ms }));
}

function vitestCounts(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Playwright's JSON report: a test that passed on a retry counts as passed; an error outside the tests (a failed global set-up) as a failure. */
function playwrightCounts(report) {
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected + report.errors.length, skipped };
}
