// Bundles the compiled server (dist/main.js, tsc's output) and the packages it imports into
// dist/bundle/main.mjs, the file `npm start`, the Docker image, the browser tests and the
// benchmarks run. Node loads a few files (main.mjs, the chunks it shares with TypeORM's entry
// below) instead of ~1,500 (Nest, Apollo, graphql, TypeORM, rxjs, express...): resolving,
// reading and compiling those was most of the server's start-up time.
//
// TypeORM's drivers other than SQLite's and PostgreSQL's are left out: its DriverFactory loads
// every driver it knows (MySQL, SQL Server, Oracle, SAP, Spanner, CockroachDB, MongoDB, the
// mobile ones...), ~0.6 MB of the 4.5 MB bundle that every start read and compiled. Instead,
// a class that says which driver this build lacks; config.ts accepts only sqlite: and postgres:
// URLs, so no configuration reaches it.
//
// Not bundled:
// - packages with native code (better-sqlite3, argon2; pg-native is optional to pg),
// - pg: TypeORM loads it by name, and the pool it makes must use the same pg as our client class,
// - packages that locate their own files at run time (swagger-ui-dist's assets; ioredis reads
//   its package.json through __dirname, which an ES module bundle does not have),
// - @apollo/utils.createhash: it takes Node's crypto through `module.require`, which a bundled
//   CommonJS module does not have, and otherwise hashes with sha.js, SHA-256 in JavaScript:
//   bundled, Apollo hashed every GraphQL request's query text that way (2.3% of the CPU of a
//   catalogue revalidation answered 304),
// - optional packages that Nest, Apollo and TypeORM try to load and do without when missing
//   (microservices, websockets, federation, other drivers, @nestjs/swagger's fastify assets...). They are listed below: any other
//   import that does not resolve fails the build instead of failing at run time.
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const SERVER = join(dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/bundle.mjs [entry] [out]`: another entry and folder serve the bundler's own test.
const [INPUT = join(SERVER, 'dist/main.js'), OUT = join(SERVER, 'dist/bundle')] = process.argv.slice(2);

const EXTERNAL = ['better-sqlite3', '@node-rs/argon2', 'pg', 'pg-native', 'swagger-ui-dist', 'ioredis', '@apollo/utils.createhash'];
const OPTIONAL = new Set([
  '@nestjs/microservices',
  '@nestjs/microservices/microservices-module.js',
  '@nestjs/websockets/socket-module.js',
  'ts-morph',
  '@apollo/subgraph',
  '@apollo/gateway',
  '@as-integrations/fastify',
  '@fastify/static',
]);

const KEPT_DRIVERS = new Set(['better-sqlite3', 'postgres']);

/** `./mysql/MysqlDriver`, imported by typeorm/driver/DriverFactory.js, becomes a class that throws. */
const leaveOutTypeormDrivers = {
  name: 'leave-out-typeorm-drivers',
  resolveId(id, importer) {
    const driver = /^\.\/([\w-]+)\/(\w+Driver)$/.exec(id);
    if (!driver || !importer?.replaceAll('\\', '/').endsWith('/typeorm/driver/DriverFactory.js') || KEPT_DRIVERS.has(driver[1])) return null;
    return `\0absent-typeorm-driver:${driver[1]}:${driver[2]}`;
  },
  load(id) {
    if (!id.startsWith('\0absent-typeorm-driver:')) return null;
    const [, folder, name] = id.split(':');
    const message = `TypeORM's ${folder} driver is not part of this server's bundle (server/scripts/bundle.mjs): the shop runs on SQLite or PostgreSQL`;
    return `exports.${name} = class ${name} { constructor() { throw new Error(${JSON.stringify(message)}); } };`;
  },
};

// @nestjs/typeorm looks up exports that only older TypeORMs have (Connection, AbstractRepository)
// with `createRequire(import.meta.url)('typeorm')`, a require the bundler cannot see. From
// dist/bundle/main.mjs that found node_modules/typeorm: a second TypeORM, all of its ~300 files
// and its dependencies, loaded at every start (~220 ms of it, and ~5 MB of live heap). So
// the bundle's own TypeORM is a second entry, dist/bundle/node_modules/typeorm/index.mjs, which
// Node's module resolution finds first from dist/bundle: it answers require() with the very
// object the bundle imports (Node's `'module.exports'` export name), and TypeORM loads once.
const TYPEORM_FOR_REQUIRE = '\0typeorm-for-require';
const typeormForRequire = {
  name: 'typeorm-for-require',
  resolveId: (id) => (id === TYPEORM_FOR_REQUIRE ? id : null),
  load: (id) => (id === TYPEORM_FOR_REQUIRE ? "import typeorm from 'typeorm';\nexport { typeorm as 'module.exports' };\n" : null),
};

const isExternal = (id) => EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`));
const problems = [];

const started = performance.now();
rmSync(OUT, { recursive: true, force: true });
const bundle = await rolldown({
  input: { main: INPUT, 'node_modules/typeorm/index': TYPEORM_FOR_REQUIRE },
  platform: 'node',
  external: isExternal,
  plugins: [leaveOutTypeormDrivers, typeormForRequire],
  logLevel: 'warn',
  onLog(level, log) {
    const message = log.message.replace(/\x1b\[[0-9;]*m/g, '').split('\n')[0];
    if (log.code === 'UNRESOLVED_IMPORT' && OPTIONAL.has(/Could not resolve '([^']+)'/.exec(message)?.[1])) return;
    // Packages that call eval (graphql-tools' comments, depd) are left as they are.
    if (log.code === 'EVAL') return;
    problems.push(`${level} ${message}`);
  },
});
// charset 'ascii' (Rolldown's documented output option): non-ASCII text (₹, ·, —) is written as
// escapes. A script with any character past Latin-1 is kept by V8 as two-byte text, so the
// bundle's ~5 MB of source took ~10 MB of the server's heap; one-byte, ~5 MB (RSS at rest 171 ->
// 164-168 MB). test/unit/server-bundle.spec.ts checks it.
const { output } = await bundle.write({ dir: OUT, format: 'esm', charset: 'ascii', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs', sourcemap: true, minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } } });
await bundle.close();
writeFileSync(join(OUT, 'node_modules/typeorm/package.json'), `${JSON.stringify({ name: 'typeorm', private: true, main: 'index.mjs' }, null, 2)}\n`);
const chunks = output.filter((c) => c.type === 'chunk');

// CommonJS code bundled into an ES module has no __dirname or __filename: a package that needs
// them must stay external (above).
for (const chunk of chunks) {
  for (const line of chunk.code.split('\n')) {
    const trimmed = line.trim();
    if (/\b__(dirname|filename)\b/.test(trimmed) && !trimmed.startsWith('*') && !trimmed.startsWith('//')) {
      problems.push(`${chunk.fileName} uses __dirname or __filename: ${trimmed.slice(0, 120)}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`The server bundle has problems:\n${problems.join('\n')}`);
  process.exit(1);
}
const kb = chunks.reduce((sum, c) => sum + c.code.length, 0) / 1024;
console.log(`server bundle: ${join(OUT, 'main.mjs')} and ${chunks.length - 1} lazy chunks, ${Math.round(kb)} KB, in ${Math.round(performance.now() - started)} ms`);
