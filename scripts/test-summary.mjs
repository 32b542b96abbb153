// Prints vitest's JSON reports as the plain closing line CI reads: "Tests: N passed, N failed".
// Adds up every report named (by default the unit tests' and the browser tests'); a report that is
// missing, or older than the first one (left over from an earlier run because this run stopped
// before it), counts as a failure.
import { existsSync, readFileSync } from 'node:fs';

const files = process.argv.length > 2 ? process.argv.slice(2) : ['test-artifacts/vitest.json', 'test-artifacts/vitest-e2e.json'];
let passed = 0;
let failed = 0;
let skipped = 0;
let total = 0;
const missing = [];
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
}
const notes = [skipped ? `${skipped} skipped` : '', missing.length ? `missing report: ${missing.join(', ')}` : ''].filter(Boolean);
console.log(`Tests: ${passed} passed, ${failed} failed${notes.length ? `, ${notes.join(', ')}` : ''}`);
process.exit(failed === 0 && total > 0 && missing.length === 0 ? 0 : 1);
