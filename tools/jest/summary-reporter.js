// Records each project's test counts so the test command can print one closing line for all. A run
// with TEST_SUMMARY_LABEL set (the shifted-clock run) keeps its counts in a folder of that name.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const workspaceRoot = path.join(__dirname, '../..');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = path.join(workspaceRoot, 'dist/test-summary', process.env['TEST_SUMMARY_LABEL'] ?? '', path.relative(workspaceRoot, this.rootDir));
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'jest.json'),
      JSON.stringify({ passed: results.numPassedTests, failed: results.numFailedTests, skipped: results.numPendingTests }),
    );
  }
}

module.exports = SummaryReporter;
