// Prints vitest's JSON report as the plain closing line CI reads: "Tests: N passed, N failed".
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-artifacts/vitest.json';
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(report.numFailedTests === 0 && report.numTotalTests > 0 ? 0 : 1);
