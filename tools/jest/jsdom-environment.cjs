const { TestEnvironment } = require('jest-environment-jsdom');

// jsdom has no fetch API, yet react-router's data router builds a `Request` on every navigation
// ("Request is not defined" as soon as a test clicks a link). Node has the real classes: lend
// them to the jsdom window. AbortController/AbortSignal come along because Node's Request only
// accepts its own signals. FormData stays jsdom's: only that one can read an HTMLFormElement.
const fromNode = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
