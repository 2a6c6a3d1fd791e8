/** The operator's stock commands: `npm run admin -- stock set|adjust|import`, acting as 'cli'. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalogue } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { adminCli, levelOf, movementsOf } from '../support/stock';

jest.setTimeout(60_000);

let server: RunningServer;
const dir = mkdtempSync(join(tmpdir(), 'squ-stock-cli-'));
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const [a, b, c, d] = loadCatalogue().filter((p) => p.sizes.length >= 2);
const csv = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

test('stock set sets the figure, kept as an ADJUSTMENT by cli with the note', async () => {
  const before = (await levelOf(server, a.id, a.sizes[0]))!;
  const r = await adminCli(server, 'stock', 'set', a.id, a.sizes[0], String(before + 12), '--note', 'count of 1 Dec');
  expect(r).toEqual(expect.objectContaining({ code: 0, stdout: `${a.name} (${a.id}) in size ${a.sizes[0]}: ${before + 12} left.\n` }));
  expect((await movementsOf(server, a.id, a.sizes[0])).pop()).toEqual({ delta: 12, reason: 'adjustment', actor: 'cli', note: 'count of 1 Dec', orderNumber: null });
});

test('stock adjust adds or takes off with its reason; below 0 is refused and changes nothing', async () => {
  expect((await adminCli(server, 'stock', 'set', b.id, b.sizes[1], '3')).code).toBe(0);
  expect((await adminCli(server, 'stock', 'adjust', b.id, b.sizes[1], '2', '--reason', 'return', '--note', 'parcel back')).stdout).toContain(': 5 left.');
  const refused = await adminCli(server, 'stock', 'adjust', b.id, b.sizes[1], '-6');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`5 on hand of ${b.name} in size ${b.sizes[1]}: you cannot take away 6`);
  expect(await levelOf(server, b.id, b.sizes[1])).toBe(5);
  expect((await movementsOf(server, b.id, b.sizes[1])).pop()).toEqual({ delta: 2, reason: 'return', actor: 'cli', note: 'parcel back', orderNumber: null });
  expect((await adminCli(server, 'stock', 'adjust', b.id, b.sizes[1], '1', '--reason', 'order')).code).toBe(2);
});

test('stock adjust past the cap of 100,000 is refused naming what is on hand, and changes nothing', async () => {
  expect((await adminCli(server, 'stock', 'set', d.id, d.sizes[1], '99990')).code).toBe(0);
  const before = (await movementsOf(server, d.id, d.sizes[1])).length;
  const refused = await adminCli(server, 'stock', 'adjust', d.id, d.sizes[1], '20');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`99,990 on hand of ${d.name} in size ${d.sizes[1]}: adding 20 would pass the cap of 100,000`);
  expect(await levelOf(server, d.id, d.sizes[1])).toBe(99_990);
  expect((await movementsOf(server, d.id, d.sizes[1])).length).toBe(before);
});

test('stock set refuses an unknown product or size and a bad figure', async () => {
  expect((await adminCli(server, 'stock', 'set', 'no-such', 'M', '1')).stderr).toContain('Unknown product no-such');
  expect((await adminCli(server, 'stock', 'set', a.id, 'XXXXL', '1')).stderr).toContain(`Size XXXXL is not available for ${a.name}`);
  expect((await adminCli(server, 'stock', 'set', a.id, a.sizes[0], '-1')).stderr).toContain('Quantity must be a whole number from 0 to 100000');
});

test('stock import sets every figure of a good CSV, as INITIAL movements by cli', async () => {
  const file = csv('good.csv', `productId,size,quantity\n${a.id},${a.sizes[1]},40\n\n${c.id},${c.sizes[0]},0\n`);
  const r = await adminCli(server, 'stock', 'import', file);
  expect(r).toEqual(expect.objectContaining({ code: 0, stdout: `Imported 2 stock figures from ${file}.\n` }));
  expect(await levelOf(server, a.id, a.sizes[1])).toBe(40);
  expect(await levelOf(server, c.id, c.sizes[0])).toBe(0);
  expect((await movementsOf(server, a.id, a.sizes[1])).pop()).toEqual(expect.objectContaining({ reason: 'initial', actor: 'cli', note: 'import of good.csv' }));
});

test('a bad CSV changes nothing, and each error names its line', async () => {
  const before = [await levelOf(server, a.id, a.sizes[0]), await levelOf(server, c.id, c.sizes[1])];
  const file = csv('bad.csv', `productId,size,quantity\n${a.id},${a.sizes[0]},7\nno-such,M,3\n${c.id},${c.sizes[1]},lots\n${a.id},${a.sizes[0]},8\n`);
  const r = await adminCli(server, 'stock', 'import', file);
  expect(r.code).toBe(1);
  expect(r.stderr.trim().split('\n')).toEqual([
    'line 3: Unknown product no-such',
    'line 4: Quantity must be a whole number from 0 to 100000',
    `line 5: ${a.id} size ${a.sizes[0]} is already on an earlier line`,
  ]);
  expect([await levelOf(server, a.id, a.sizes[0]), await levelOf(server, c.id, c.sizes[1])]).toEqual(before);
  const noHeader = await adminCli(server, 'stock', 'import', csv('noheader.csv', `${a.id},${a.sizes[0]},7\n`));
  expect(noHeader).toEqual(expect.objectContaining({ code: 2, stderr: 'The CSV must start with the header productId,size,quantity\n' }));
});
