import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

const ROOT = join(__dirname, '../..');
const composeFile = join(ROOT, 'docker/compose.yaml');
const DCLINT = join(ROOT, 'node_modules/dclint/bin/dclint.cjs');
const dockerfile = readFileSync(join(ROOT, 'docker/Dockerfile'), 'utf8');

const composeAvailable = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0;

describe('production image and compose file', () => {
  (composeAvailable ? it : it.skip)('docker compose config accepts the compose file', () => {
    const out = execFileSync('docker', ['compose', '-f', composeFile, 'config', '--quiet'], { env: { ...process.env, JWT_SECRET: 'x'.repeat(48) }, encoding: 'utf8' });
    expect(out).toBe('');
  });

  it('the compose file is valid by the Compose Specification schema and passes its lint rules (dclint)', () => {
    const run = spawnSync(process.execPath, [DCLINT, composeFile], { encoding: 'utf8' });
    expect(`${run.stdout}${run.stderr}`.trim()).toBe('');
    expect(run.status).toBe(0);
  });

  it('the schema check refuses a misspelt key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'squ-compose-'));
    try {
      const broken = join(dir, 'compose.yaml');
      writeFileSync(broken, readFileSync(composeFile, 'utf8').replace('replicas: 2', 'replica: 2'));
      const run = spawnSync(process.execPath, [DCLINT, broken], { encoding: 'utf8' });
      expect(run.status).not.toBe(0);
      expect(run.stdout).toMatch(/deploy.*must NOT have additional properties.*invalid-schema/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs two app replicas on PostgreSQL with Redis for shared counters', () => {
    const compose = parse(readFileSync(composeFile, 'utf8'));
    const app = compose.services.app;
    expect(app.deploy.replicas).toBe(2);
    expect(app.environment.DATABASE_URL).toMatch(/^postgres:\/\/.*@db:5432\//);
    expect(app.environment.REDIS_URL).toBe('redis://redis:6379');
    expect(app.environment.JWT_SECRET).toContain(':?');
    expect(compose.services.db.volumes[0]).toMatch(/^db-data:/);
    expect(compose.volumes).toHaveProperty('db-data');
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db', 'redis']);
  });

  it('builds in stages into a small runtime that runs as a non-root user with a health check', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^FROM node:20-bookworm-slim AS runtime$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/NODE_ENV=production/);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
  });
});
