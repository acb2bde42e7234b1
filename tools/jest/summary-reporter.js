// Records each project's test counts so the test command can print one closing line for all.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const workspaceRoot = path.join(__dirname, '../..');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = path.join(workspaceRoot, 'dist/test-summary', path.relative(workspaceRoot, this.rootDir));
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'jest.json'),
      JSON.stringify({ passed: results.numPassedTests, failed: results.numFailedTests, skipped: results.numPendingTests }),
    );
  }
}

module.exports = SummaryReporter;
