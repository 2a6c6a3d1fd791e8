/**
 * The shop's own pictures are SVG illustrations (client/public/images, made by
 * scripts/catalogue/generate-images.mjs). Each SVG picture is a document the browser parses,
 * lays out and paints on the main thread (in traces here, the home page's 15 spent ~300-390 ms
 * of main-thread time on them without CPU slowdown). So the build also draws them as WebP at a few widths
 * (client/vite-plugins/raster-images.ts) and `<SmartImage>` asks for those through `srcset`:
 * a bitmap decodes off the main thread. The SVG stays the file the catalogue and the API name.
 *
 * A drawing weighs more than its SVG (3-13 KB at 360 px against ~1 KB gzip), so a page's main
 * pictures (`priority`: at most a few, and the largest paint among them) still come as SVG:
 * on a slow line their bytes decide when the page is painted.
 *
 * Product pictures are drawn at 4:5, the box every page shows them in (the centre of the square
 * SVG, as `object-fit: cover` crops it), so a width in `srcset` is the width the box needs.
 * Banners are drawn whole, at their own 8:3: the boxes that show them crop them to their height,
 * so the width a banner is drawn at is wider than its box, and whoever shows one says it in
 * `sizes` (features/home/components/hero-slide.tsx). The hero's first slide stays SVG (a main
 * picture); the slides not yet shown were SVG documents of 38-49 ms each on the home page's
 * main thread as it started (no CPU slowdown), drawings ~12-25 KB.
 */
export interface RasterFolder {
  /** Width and height of the drawn picture, as a ratio. */
  aspect: readonly [number, number];
  /** The widths drawn, in pixels, smallest first. */
  widths: readonly number[];
}

export const RASTER_FOLDERS: Readonly<Record<string, RasterFolder>> = {
  products: { aspect: [4, 5], widths: [240, 360, 480, 720] },
  categories: { aspect: [1, 1], widths: [240, 400, 800] },
  banners: { aspect: [8, 3], widths: [1200, 1600, 2000, 2400] },
};

/** WebP quality: the flat illustrations stay clean at 75. */
export const RASTER_QUALITY = 75;

const SOURCE = /^\/images\/([a-z-]+)\/([\w-]+)\.svg$/;

/** The URL of a picture's drawing at `width`: /images/products/101.svg, 480 → /images/products/101-480w.webp. */
export function rasterUrl(folder: string, name: string, width: number): string {
  return `/images/${folder}/${name}-${width}w.webp`;
}

const DRAWING = /^\/images\/([a-z-]+)\/([\w-]+)-(\d+)w\.webp$/;

/** What a drawing's URL (rasterUrl) names, when it is one the build makes; else null. */
export function parseRasterUrl(url: string): { folder: string; name: string; width: number; spec: RasterFolder } | null {
  const match = DRAWING.exec(url);
  const spec = match && RASTER_FOLDERS[match[1]];
  const width = Number(match?.[3]);
  return spec && spec.widths.includes(width) ? { folder: match[1], name: match[2], width, spec } : null;
}

/** The folder and file name of one of the shop's own SVG pictures that the build draws, or null. */
export function rasterSource(src: string): { folder: string; name: string; spec: RasterFolder } | null {
  const match = SOURCE.exec(src);
  const spec = match && RASTER_FOLDERS[match[1]];
  return spec ? { folder: match[1], name: match[2], spec } : null;
}

/** `src` and `srcset` for a picture: its drawings where the build makes them, else the file itself. */
export function rasterSources(src: string): { src: string; srcSet?: string } {
  const source = rasterSource(src);
  if (!source) return { src };
  const { folder, name, spec } = source;
  return {
    src: rasterUrl(folder, name, spec.widths[Math.floor(spec.widths.length / 2)]),
    srcSet: spec.widths.map((w) => `${rasterUrl(folder, name, w)} ${w}w`).join(', '),
  };
}
