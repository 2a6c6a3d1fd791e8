import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { parseRasterUrl, RASTER_FOLDERS, RASTER_QUALITY, rasterSource, rasterUrl, type RasterFolder } from '../src/lib/raster-images';

/**
 * Draws an SVG picture as WebP, `width` wide at the folder's aspect, cropped to its centre (as
 * `object-fit: cover`). Drawings are kept in `cache` by what they are drawn from, so a rebuild
 * of unchanged pictures reads files.
 */
async function draw(cache: string, svg: Buffer, spec: RasterFolder, width: number): Promise<Buffer> {
  const height = Math.round((width * spec.aspect[1]) / spec.aspect[0]);
  const key = createHash('sha256').update(svg).update(JSON.stringify([spec.aspect, width, RASTER_QUALITY, sharp.versions])).digest('hex');
  const cached = join(cache, `${key}.webp`);
  const hit = await readFile(cached).catch(() => null);
  if (hit) return hit;
  const { width: w = 0, height: h = 0 } = await sharp(svg).metadata();
  if (!w || !h) throw new Error('the SVG has no size');
  // Drawn at the scale that covers the box, so the resize only crops.
  const density = 72 * Math.max(width / w, height / h);
  const webp = await sharp(svg, { density }).resize(width, height, { fit: 'cover' }).webp({ quality: RASTER_QUALITY }).toBuffer();
  await mkdir(cache, { recursive: true });
  await writeFile(cached, webp);
  return webp;
}

/**
 * The tab icon as a PNG, FAVICON_SIZE pixels square, drawn from public/favicon.svg. Browsers
 * fetch and decode the page's icon again after every change of its address (each filter
 * change, here): an SVG icon is a document of its own, parsed, laid out and painted on the
 * page's main thread (~40 ms at 4x CPU slowdown in a filter change's trace), a PNG a small
 * decode.
 */
export const FAVICON_SIZE = 64;

function drawFavicon(svg: Buffer): Promise<Buffer> {
  return sharp(svg, { density: 72 * 4 }).resize(FAVICON_SIZE, FAVICON_SIZE).png({ compressionLevel: 9 }).toBuffer();
}

/** Runs `jobs` with at most `limit` at once (sharp's own threads do the drawing). */
async function pooled(jobs: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}

/**
 * The WebP drawings of the shop's SVG pictures (src/lib/raster-images.ts) and the PNG tab
 * icon: written into the client build next to the SVGs, and drawn on request by the dev server.
 */
export function rasterImages(): Plugin {
  let publicDir = '';
  let cache = '';
  let ssr = false;
  return {
    name: 'squ:raster-images',
    configResolved(config) {
      publicDir = config.publicDir;
      cache = join(config.cacheDir, 'raster-images');
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (ssr || !publicDir) return;
      const jobs: (() => Promise<void>)[] = [];
      for (const [folder, spec] of Object.entries(RASTER_FOLDERS)) {
        const dir = join(publicDir, 'images', folder);
        for (const file of (await readdir(dir)).filter((f) => f.endsWith('.svg')).sort()) {
          const name = file.slice(0, -'.svg'.length);
          if (!rasterSource(`/images/${folder}/${file}`)) this.error(`${folder}/${file}: a picture's file name must be letters, digits, - and _ (src/lib/raster-images.ts)`);
          // One job per picture: its file is read once for all its widths.
          jobs.push(async () => {
            const svg = await readFile(join(dir, file));
            for (const width of spec.widths) {
              const source = await draw(cache, svg, spec, width).catch((error: Error) => this.error(`drawing ${folder}/${file} at ${width} px: ${error.message}`));
              this.emitFile({ type: 'asset', fileName: rasterUrl(folder, name, width).slice(1), source });
            }
          });
        }
      }
      jobs.push(async () => {
        const source = await drawFavicon(await readFile(join(publicDir, 'favicon.svg'))).catch((error: Error) => this.error(`drawing favicon.svg: ${error.message}`));
        this.emitFile({ type: 'asset', fileName: 'favicon.png', source });
      });
      await pooled(jobs, 4);
    },
    configureServer(server) {
      // Ahead of the proxy that sends /images to the API server: that one serves the SVGs only.
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (path === '/favicon.png') {
          readFile(join(publicDir, 'favicon.svg'))
            .then(drawFavicon)
            .then((png) => {
              res.setHeader('Content-Type', 'image/png');
              res.end(png);
            })
            .catch(next);
          return;
        }
        const drawing = parseRasterUrl(path);
        if (!drawing) return next();
        readFile(join(publicDir, 'images', drawing.folder, `${drawing.name}.svg`))
          .then((svg) => draw(cache, svg, drawing.spec, drawing.width))
          .then((webp) => {
            res.setHeader('Content-Type', 'image/webp');
            res.end(webp);
          })
          .catch(() => {
            res.statusCode = 404;
            res.end();
          });
      });
    },
  };
}
