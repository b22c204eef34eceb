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
let exitCode = 0;

function run(label, args, env = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) exitCode = 1;
}

if (only !== 'e2e') {
  const vitestReport = path.join(reports, 'vitest.json');
  const drivers = process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite (set TEST_DATABASE_URL for PostgreSQL too)';
  run(`unit and API tests on ${drivers}`, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numTotalTestSuites && !report.success && report.numFailedTests === 0 ? 1 : 0);
    totals.skipped += report.numPendingTests + report.numTodoTests;
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
  } else {
    totals.failed += 1;
  }
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
