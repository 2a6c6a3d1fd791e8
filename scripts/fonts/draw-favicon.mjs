// The shop's icon, client/public/favicon.svg: the wordmark "SQU." of the footer, in the shop's
// display face (Playfair Display, bold) on its dark tile, the full stop a copper dot. `npm run fonts` writes it; edit this script, never
// the file. test/unit/fonts.spec.ts draws it again and fails when the committed file differs.
//
// The letters are outlines, not <text>: a browser draws an SVG icon or picture as a document of
// its own on the page's main thread, and text in it has the browser look up a system font there.
// On a page load in headless Chromium that lookup for the old <text> icon took 32-43 ms of one
// task, after the page had painted (a quarter of a mobile Lighthouse run's blocking time at 4x).
// Outlines also draw the same everywhere, where <text> fell back to whatever serif a system had.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const require = createRequire(join(ROOT, 'client/package.json'));
const SOURCE = '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2';

const TEXT = 'SQU';
const WEIGHT = 700;
/** On a 64-unit tile: the letters' size, the space between them, their baseline, and the dot. */
const SIZE = 21;
const TRACKING = 1;
const BASELINE = 40;
const DOT = { radius: 2.5, gap: 1.25, fill: '#d0764c' };

const round = (n) => String(Math.round(n * 100) / 100);

/** The SVG path data of `text` and the centre of its dot: the two centred on x = 32, on the baseline. */
async function outline(text) {
  const font = await subsetFont(readFileSync(require.resolve(SOURCE)), text, { targetFormat: 'sfnt', variationAxes: { wght: WEIGHT } });
  const face = new hb.Face(new hb.Blob(font));
  const hbFont = new hb.Font(face);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(hbFont, buffer);
  const scale = SIZE / face.upem;
  const positions = buffer.getGlyphPositions();
  const glyphs = buffer.getGlyphInfos().map((info, i) => ({ id: info.codepoint, ...positions[i] }));
  const letters = glyphs.reduce((w, g) => w + g.xAdvance * scale, 0) + TRACKING * (glyphs.length - 1);
  let x = 32 - (letters + DOT.gap + 2 * DOT.radius) / 2;
  const paths = [];
  for (const glyph of glyphs) {
    const ox = x + glyph.xOffset * scale;
    const oy = BASELINE - glyph.yOffset * scale;
    // Font units are y-up; each point becomes tile units, y-down, from the glyph's origin.
    const at = (px, py) => `${round(ox + px * scale)} ${round(oy - py * scale)}`;
    paths.push(
      hbFont
        .glyphToJson(glyph.id)
        .map(({ type, values }) => {
          const pairs = [];
          for (let i = 0; i < values.length; i += 2) pairs.push(at(values[i], values[i + 1]));
          return `${type}${pairs.join(' ')}`;
        })
        .join(''),
    );
    x += glyph.xAdvance * scale + TRACKING;
  }
  const dot = { cx: x - TRACKING + DOT.gap + DOT.radius, cy: BASELINE - DOT.radius };
  return { d: paths.join(''), dot };
}

export async function draw(file = join(ROOT, 'client/public/favicon.svg')) {
  const { d, dot } = await outline(TEXT);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" rx="12" fill="#1c1917"/>' +
    `<path fill="#faf7f2" d="${d}"/>` +
    `<circle cx="${round(dot.cx)}" cy="${round(dot.cy)}" r="${DOT.radius}" fill="${DOT.fill}"/></svg>\n`;
  writeFileSync(file, svg);
}

if (import.meta.url === `file://${process.argv[1]}`) await draw(process.argv[2] ? resolve(process.argv[2]) : undefined);
