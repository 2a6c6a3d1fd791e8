/**
 * Three suites:
 * - unit: pure modules of the server and the client, and data checks (fast, no I/O beyond files);
 * - e2e: the real, built Nest app started as a child process and spoken to over HTTP;
 * - browser: the built shop served by `npm start`, driven in the system Chromium.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { react: { runtime: 'automatic' }, legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * Nest 12 ships ES modules only, which jest loads only in its ESM mode (node
 * --experimental-vm-modules, set by scripts/test.mjs): the specs of the server's services run
 * there, compiled to ES modules.
 */
const esm = {
  transform: { '^.+\\.ts$': [swc[0], { ...swc[1], module: { type: 'es6' } }] },
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
};

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  // Sources are ESM with explicit .js extensions; jest resolves them to the .ts files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
};

/** The suites that start the built server: their environment kills what a file left running. */
const servers = { testEnvironment: '<rootDir>/test/support/servers-environment.js' };

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/client/src/**/*.test.ts',
        '<rootDir>/client/src/**/*.test.tsx',
        '<rootDir>/test/unit/**/*.spec.ts',
      ],
    },
    { ...esm, displayName: 'server', testMatch: ['<rootDir>/server/src/**/*.spec.ts'] },
    {
      ...common,
      ...servers,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      slowTestThreshold: 30,
    },
    {
      ...common,
      ...servers,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
      slowTestThreshold: 60,
    },
    { ...common, ...servers, displayName: 'faults', testMatch: ['<rootDir>/test/faults/**/*.fault-spec.ts'], slowTestThreshold: 120 },
  ],
};
