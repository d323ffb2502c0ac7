// `npm test`: the unit, component and API suites, then the browser suite against the built
// server; ends with one summary line, "N passed, N failed".
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { root } from "./build-if-stale.mjs";

const reports = path.join(root, ".tmp/reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const suites = [
  { name: "unit", args: [] },
  { name: "e2e", args: ["--config", "e2e/vitest.config.ts"] },
];
const driver = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(`Database for this run: ${driver}`);

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;
for (const suite of suites) {
  const outputFile = path.join(reports, `${suite.name}.json`);
  const result = spawnSync(
    "npx",
    ["vitest", "run", ...suite.args, "--reporter=default", "--reporter=json", `--outputFile.json=${outputFile}`],
    { stdio: "inherit", cwd: root },
  );
  if (result.status !== 0) exitCode = 1;
  const counts = readCounts(outputFile);
  if (!counts) {
    console.log(`${suite.name}: no report (the suite did not run)`);
    exitCode = 1;
    continue;
  }
  console.log(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
if (passed === 0) exitCode = 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitCode);

function readCounts(file) {
  try {
    const report = JSON.parse(readFileSync(file, "utf8"));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    return null;
  }
}
