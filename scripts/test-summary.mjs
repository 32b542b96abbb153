// Prints vitest's JSON reports as the plain closing line CI reads: "Tests: N passed, N failed".
// Adds up every report named (by default the unit tests' and the browser tests'); a report that is
// missing, or older than the first one (left over from an earlier run because this run stopped
// before it), counts as a failure. A test that passed only on its retry (the browser tests allow
// one) is named above that line with its first attempt's error, so a flaky test is never hidden.
import { existsSync, readFileSync } from 'node:fs';

const files = process.argv.length > 2 ? process.argv.slice(2) : ['test-artifacts/vitest.json', 'test-artifacts/vitest-e2e.json'];
let passed = 0;
let failed = 0;
let skipped = 0;
let total = 0;
const missing = [];
const retried = [];
let firstStart = null;
for (const file of files) {
  if (!existsSync(file)) {
    missing.push(file);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  firstStart ??= report.startTime;
  if (report.startTime < firstStart) {
    missing.push(`${file} (stale)`);
    continue;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  total += report.numTotalTests;
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      const first = test.failureMessages?.[0];
      if (test.status === 'passed' && first !== undefined) retried.push(`${test.fullName}: ${first.split('\n')[0].slice(0, 300)}`);
    }
  }
}
for (const line of retried) console.log(`passed on its retry: ${line}`);
const notes = [skipped ? `${skipped} skipped` : '', missing.length ? `missing report: ${missing.join(', ')}` : ''].filter(Boolean);
console.log(`Tests: ${passed} passed, ${failed} failed${notes.length ? `, ${notes.join(', ')}` : ''}`);
process.exit(failed === 0 && total > 0 && missing.length === 0 ? 0 : 1);
