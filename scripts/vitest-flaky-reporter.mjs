// A Vitest reporter that writes the tests that failed and then passed on their retry (CI retries
// once) to the file FLAKY_REPORT names, one a line, so `npm test` can name them beside its totals.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    if (testCase.diagnostic()?.flaky) this.flaky.push(`${path.relative(process.cwd(), testCase.module.moduleId)} › ${testCase.fullName}`);
  }

  onTestRunEnd() {
    if (process.env.FLAKY_REPORT) writeFileSync(process.env.FLAKY_REPORT, this.flaky.join('\n'));
  }
}
