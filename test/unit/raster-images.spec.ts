/**
 * The WebP drawings the client build makes of the shop's SVG pictures
 * (client/vite-plugins/raster-images.ts): one per picture and width, at the folder's aspect,
 * with the picture in it. Read from client/dist: `npm test` builds before this suite.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { RASTER_FOLDERS, rasterSource, rasterUrl } from '../../client/src/lib/raster-images';

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'client/dist');
const PUBLIC = path.join(ROOT, 'client/public');

const pictures = (folder: string) =>
  fs
    .readdirSync(path.join(PUBLIC, 'images', folder))
    .filter((f) => f.endsWith('.svg'))
    .map((f) => f.slice(0, -'.svg'.length));

describe('drawings of the SVG pictures in the client build', () => {
  beforeAll(() => {
    if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('No client build in client/dist: `npm test` builds first; alone, run `npm run build -w client`.');
  });

  it('draws every product of the catalogue and every category picture at each width', () => {
    const products = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'products.json'), 'utf8')) as { id: string; image: string }[];
    const missing: string[] = [];
    const drawn = (folder: string, name: string) => {
      for (const w of RASTER_FOLDERS[folder].widths) if (!fs.existsSync(path.join(DIST, rasterUrl(folder, name, w)))) missing.push(rasterUrl(folder, name, w));
    };
    for (const p of products) {
      const source = rasterSource(p.image);
      if (!source) missing.push(`${p.id}: ${p.image} is not a picture the build draws`);
      else drawn(source.folder, source.name);
    }
    for (const folder of Object.keys(RASTER_FOLDERS)) for (const name of pictures(folder)) drawn(folder, name);
    expect(missing).toEqual([]);
  });

  it('draws them as WebP at the folder aspect, with the picture in them and a few KB each', async () => {
    for (const [folder, spec] of Object.entries(RASTER_FOLDERS)) {
      for (const name of pictures(folder).slice(0, 3)) {
        for (const w of spec.widths) {
          const file = path.join(DIST, rasterUrl(folder, name, w));
          const meta = await sharp(file).metadata();
          expect({ file: rasterUrl(folder, name, w), format: meta.format, width: meta.width, height: meta.height }).toEqual({
            file: rasterUrl(folder, name, w),
            format: 'webp',
            width: w,
            height: Math.round((w * spec.aspect[1]) / spec.aspect[0]),
          });
          // Not a flat fill: the illustration is there (its tinted ground alone has little spread).
          const { channels } = await sharp(file).stats();
          expect(Math.max(...channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(8);
          expect(fs.statSync(file).size).toBeLessThan(40_000);
        }
      }
    }
  });

  it('draws the tab icon as a 64 px PNG of favicon.svg, and every page and the explorer link that, not the SVG', async () => {
    const file = path.join(DIST, 'favicon.png');
    const meta = await sharp(file).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width: 64, height: 64 });
    // The dark tile of the SVG, with the light letters on it.
    const { channels } = await sharp(file).stats();
    expect(channels[0].mean).toBeLessThan(110);
    expect(channels[0].max).toBeGreaterThan(200);
    const pages = [path.join(DIST, 'index.html'), ...fs.readdirSync(path.join(DIST, '.pages'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).map((f) => path.join(DIST, '.pages', f)), path.join(ROOT, 'client/dist-explorer/index.html')];
    for (const page of pages) {
      const icons = fs.readFileSync(page, 'utf8').match(/<link rel="icon"[^>]*>/g);
      expect([path.relative(DIST, page), icons]).toEqual([path.relative(DIST, page), ['<link rel="icon" type="image/png" sizes="64x64" href="/favicon.png" />']]);
    }
  });
});
