// 5. Client bundle: the gzip JS `/` loads before it is interactive, and the whole shop's JS (the
// admin console's own chunks reported apart),
// measured from the production build (client/dist) by scripts/bundle-size.mjs.
import { budgetRows, kb, measureBundle, missingBuild } from '../scripts/bundle-size.mjs';
import { fmt, saveResults, table } from './lib.mjs';

export async function run() {
  const missing = missingBuild();
  if (missing) throw new Error(missing);
  const m = measureBundle();
  const entry = m.chunks.find((c) => c.file === m.entry);
  const shellKb = kb(m.shellGzip);
  table('5. client bundle (gzip -9, KB = 1000 bytes)', [
    ...budgetRows(m).map((r) => ({ figure: r.measure, value: `${fmt(kb(r.bytes))} KB`, target: `<= ${r.targetKb} KB`, met: r.met ? 'yes' : 'NO' })),
    { figure: 'ceilings npm test holds the build to meanwhile (`/`, whole)', value: `${m.ceiling.homeJsKb} / ${m.ceiling.totalJsKb} KB`, target: 'report', met: '' },
    { figure: `entry chunk (${m.entry})`, value: `${fmt(kb(entry.gzip))} KB`, target: 'report', met: '' },
    { figure: `shell, fetched once the page has painted (${m.shellFiles.join(', ')})`, value: `${fmt(shellKb)} KB`, target: 'report', met: '' },
    { figure: 'chunks `/` loads', value: m.home.chunks.length, target: 'report', met: '' },
    { figure: 'CSS `/` loads', value: `${fmt(kb(m.home.cssGzip))} KB`, target: 'report', met: '' },
    { figure: `JS only the admin console loads (${m.staff.files} chunks)`, value: `${fmt(kb(m.staff.jsGzip))} KB`, target: 'report', met: '' },
    { figure: 'JS of every chunk, the admin console included', value: `${fmt(kb(m.total.jsGzip))} KB`, target: 'report', met: '' },
    { figure: 'JS files in dist/assets', value: m.total.files, target: 'report', met: '' },
  ]);
  table(
    'largest chunks',
    m.chunks.slice(0, 8).map((c) => ({ chunk: c.file, 'loaded by /': c.role === 'lazy' ? '' : c.role, gzip: `${fmt(kb(c.gzip))} KB` })),
  );
  const result = {
    homeJsKb: kb(m.home.jsGzip),
    totalJsKb: kb(m.shop.jsGzip),
    staffJsKb: kb(m.staff.jsGzip),
    everyChunkJsKb: kb(m.total.jsGzip),
    entryKb: kb(entry.gzip),
    shellKb,
    shellFiles: m.shellFiles,
    homeCssKb: kb(m.home.cssGzip),
    totalCssKb: kb(m.total.cssGzip),
    homeChunks: m.home.chunks.length,
    files: m.total.files,
    budget: m.budget,
    ceiling: m.ceiling,
    met: budgetRows(m).every((r) => r.met),
    chunks: m.chunks.map(({ file, role, raw, gzip }) => ({ file, role, raw, gzip })),
  };
  saveResults('bundle', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
