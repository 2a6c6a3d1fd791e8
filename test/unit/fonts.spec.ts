/**
 * The web fonts in client/src/app/theme/fonts/ are generated (scripts/fonts/subset-fonts.mjs,
 * `npm run fonts`): running the script again gives the committed files byte for byte, and
 * every sign the shop's own texts use is in a file every page loads.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FONTS = path.join(ROOT, 'client/src/app/theme/fonts');

/** The code points a unicode-range declaration covers. */
function covers(range: string): (codePoint: number) => boolean {
  const runs = range.split(',').map((r) => {
    const [a, b = a] = r.trim().replace(/^U\+/i, '').split('-').map((h) => Number.parseInt(h, 16));
    return [a, b] as const;
  });
  return (p) => runs.some(([a, b]) => p >= a && p <= b);
}

describe('web fonts', () => {
  it('are what the script generates', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'squ-fonts-'));
    try {
      execFileSync(process.execPath, [path.join(ROOT, 'scripts/fonts/subset-fonts.mjs'), out]);
      const committed = fs.readdirSync(FONTS).sort();
      expect(fs.readdirSync(out).sort()).toEqual(committed);
      for (const file of committed) {
        expect({ file, same: fs.readFileSync(path.join(out, file)).equals(fs.readFileSync(path.join(FONTS, file))) }).toEqual({ file, same: true });
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('draw every sign of the catalogue and the shop texts from the core files, but "₹" and "→"', () => {
    const css = fs.readFileSync(path.join(FONTS, 'fonts.css'), 'utf8');
    const core = [...css.matchAll(/src: url\('\.\/([\w-]+)-core\.woff2'\)[^;]*;\s*unicode-range: ([^;]+);/g)];
    expect(core.map((m) => m[1])).toEqual(['inter', 'playfair-display']);
    // The catalogue, the content and config modules (policies, messages) and every component.
    const texts = [
      path.join(ROOT, 'client/public/products.json'),
      ...fs.readdirSync(path.join(ROOT, 'client/src'), { recursive: true, encoding: 'utf8' })
        .filter((f) => (/\.tsx$/.test(f) || /^(content|config)\/.*\.(ts|json)$/.test(f)) && !/\.test\.tsx?$/.test(f))
        .map((f) => path.join(ROOT, 'client/src', f)),
    ];
    const signs = new Set(texts.flatMap((f) => [...fs.readFileSync(f, 'utf8')].filter((c) => c.codePointAt(0)! > 0x7e)));
    // The Latin files never had these; the next font of the stack draws them.
    const fromFallback = new Set(['₹', '→']);
    for (const [, family, range] of core) {
      const inCore = covers(range);
      const missing = [...signs].filter((c) => !fromFallback.has(c) && !inCore(c.codePointAt(0)!));
      expect({ family, missing }).toEqual({ family, missing: [] });
    }
  });

  it('draw the favicon, whose letters are outlines: no SVG the shop serves has text in it', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'squ-favicon-')), 'favicon.svg');
    try {
      execFileSync(process.execPath, [path.join(ROOT, 'scripts/fonts/draw-favicon.mjs'), out]);
      expect(fs.readFileSync(out, 'utf8')).toBe(fs.readFileSync(path.join(ROOT, 'client/public/favicon.svg'), 'utf8'));
    } finally {
      fs.rmSync(path.dirname(out), { recursive: true, force: true });
    }
    // A browser lays out an SVG picture as a document of its own on the page's main thread, and
    // text there costs a system font lookup (scripts/fonts/draw-favicon.mjs).
    const publicDir = path.join(ROOT, 'client/public');
    const svgs = fs.readdirSync(publicDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(180);
    const withText = svgs.filter((f) => /<(text|tspan|textPath|foreignObject)[\s>]|font-family/.test(fs.readFileSync(path.join(publicDir, f), 'utf8')));
    expect(withText).toEqual([]);
  });
});
