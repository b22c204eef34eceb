// `npm test`: every test. Unit and API tests (Vitest) on PGlite, and on the PostgreSQL server too
// when TEST_DATABASE_URL is set (and against Redis when TEST_REDIS_URL is set); then the
// end-to-end tests (Playwright in Chromium).
// Ends with one plain line "N passed, N failed" with the totals, which CI's log reader counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(path.join(tmpdir(), 'threadline-reports-'));
const only = process.argv[2]; // "unit" or "e2e" to run one part
const totals = { passed: 0, failed: 0, skipped: 0 };
// Named again at the very end, next to the totals: CI keeps only the tail of a long log.
const failures = [];
const flaky = [];
let exitCode = 0;

function firstLine(text) {
  // eslint-disable-next-line no-control-regex -- colour codes from the reporters
  return String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim()) ?? '';
}

function* playwrightTests(suites = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { spec, test };
    yield* playwrightTests(suite.suites);
  }
}

function run(label, args, env = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) exitCode = 1;
}

if (only !== 'e2e') {
  const vitestReport = path.join(reports, 'vitest.json');
  const drivers = process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite (set TEST_DATABASE_URL for PostgreSQL too)';
  const flakyReport = path.join(reports, 'vitest-flaky.txt');
  run(`unit and API tests on ${drivers}`, [
    'node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', '--reporter=./scripts/vitest-flaky-reporter.mjs', `--outputFile.json=${vitestReport}`,
  ], { FLAKY_REPORT: flakyReport });
  if (existsSync(flakyReport)) flaky.push(...readFileSync(flakyReport, 'utf8').split('\n').filter(Boolean));
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numTotalTestSuites && !report.success && report.numFailedTests === 0 ? 1 : 0);
    totals.skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        if (test.status === 'failed') failures.push(`${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
      }
      if (file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed')) failures.push(`${path.relative(root, file.name)}: ${firstLine(file.message)}`);
    }
  } else {
    totals.failed += 1;
  }
}

if (only !== 'unit') {
  const playwrightReport = path.join(reports, 'playwright.json');
  run('end-to-end tests in Chromium', ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    const report = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    for (const { spec, test } of playwrightTests(report.suites)) {
      const title = `${spec.file}:${spec.line} › ${spec.title}`;
      if (test.status === 'unexpected') failures.push(`${title}: ${firstLine(test.results.at(-1)?.error?.message)}`);
      if (test.status === 'flaky') flaky.push(title);
    }
  } else {
    totals.failed += 1;
  }
}

rmSync(reports, { recursive: true, force: true });
for (const title of flaky) console.log(`flaky (failed, then passed on its retry): ${title}`);
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
