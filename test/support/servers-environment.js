/**
 * The test environment of the suites that start the built server (e2e, browser, faults): jest's
 * node environment, which also kills every server a test file started and left running, once
 * the file's own hooks are over. When one of two servers started together failed
 * (`Promise.all`), the other was never handed to the file's afterAll: it kept running with its
 * output piped to jest, and jest did not exit after a failed fault run (CI waited until its time
 * ran out). A hook of a helper module would run before the file's own afterAll (jest runs them
 * in declaration order) and kill servers the file was about to stop gracefully.
 */
const { TestEnvironment } = require('jest-environment-node');

class ServersEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    /** Filled by test/support/start-server.ts: each child process it spawned and saw no exit of. */
    this.servers = new Set();
    this.global.__squTestServers = this.servers;
  }

  async teardown() {
    const left = [...this.servers].filter((child) => child.exitCode === null && child.signalCode === null);
    await Promise.all(
      left.map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        return exited;
      }),
    );
    this.servers.clear();
    await super.teardown();
  }
}

module.exports = ServersEnvironment;
