// Drives the built DatabaseService (server/dist) on a SQLite file and prints what it saw, as
// JSON: the e2e suite runs it in its own node, because Nest is ESM and jest runs CommonJS.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dist = new URL('../../../server/dist/', import.meta.url);
const { dataSourceOptions, openDatabase, openReader } = await import(new URL('database/data-source.js', dist));
const { DatabaseService } = await import(new URL('database/database.service.js', dist));
const { NewsletterSubscriptionEntity } = await import(new URL('messages/newsletter-subscription.entity.js', dist));

const dir = mkdtempSync(join(tmpdir(), 'squ-db-'));
const config = { database: { type: 'sqlite', path: join(dir, 'shop.sqlite') } };
const writer = await openDatabase({ ...dataSourceOptions(config), entities: [NewsletterSubscriptionEntity] });
const db = new DatabaseService(writer, await openReader(writer), config);
const repo = (m) => m.getRepository(NewsletterSubscriptionEntity);
const row = (email) => ({ id: email, email, createdAt: new Date() });
const seen = (email) => repo(db.manager).existsBy({ email });
const out = {};
try {
  // 1. Reads outside the transaction while a group commit is open.
  let seenWhileOpen;
  const first = db.transaction((m) => repo(m).insert(row('a@example.in')));
  const second = db.transaction(async (m) => {
    await repo(m).insert(row('b@example.in'));
    // The event loop turns while the transaction is open: reads of other requests run now.
    await new Promise((r) => setImmediate(r));
    seenWhileOpen = [await seen('a@example.in'), await seen('b@example.in')];
  });
  await Promise.all([first, second]);
  out.seenWhileOpen = seenWhileOpen;
  out.seenAfterCommit = [await seen('a@example.in'), await seen('b@example.in')];

  // 2. One failing unit among three in one commit.
  const units = ['c', 'd', 'e'].map((x) =>
    db.transaction(async (m) => {
      await repo(m).insert(row(`${x}@example.in`));
      if (x === 'd') throw new Error('refused');
    }),
  );
  out.unitResults = (await Promise.allSettled(units)).map((r) => r.status);
  out.unitRows = [await seen('c@example.in'), await seen('d@example.in'), await seen('e@example.in')];

  // 3. The read connection refuses writes.
  out.readerWrite = await repo(db.manager).insert(row('f@example.in')).then(() => 'written', (e) => String(e.message));
} finally {
  await db.onApplicationShutdown();
  await writer.destroy();
  rmSync(dir, { recursive: true, force: true });
}
console.log(JSON.stringify(out));
