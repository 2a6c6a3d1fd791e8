import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';
import type { SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '../config/constants';
import { rasterSources } from '../lib/raster-images';

export interface SmartImageProps extends HTMLChakraProps<'img'> {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box before the file arrives, so nothing shifts. */
  width: number;
  height: number;
  /** The page's main picture (its likely largest paint): loaded at once and ahead of other images. */
  priority?: boolean;
}

/**
 * When a file fails: the drawing gives way to the SVG it was drawn from, that to the
 * placeholder, and when the placeholder fails too, the bare tinted box shows, not a broken icon.
 */
function fallBack(img: HTMLImageElement) {
  const { original, fallback } = img.dataset;
  img.removeAttribute('srcset');
  if (!fallback && original) {
    img.dataset.fallback = 'original';
    img.src = original;
  } else if (fallback !== 'placeholder') {
    img.dataset.fallback = 'placeholder';
    img.src = PLACEHOLDER_IMAGE;
  } else {
    img.style.visibility = 'hidden';
  }
}

const onError = (e: SyntheticEvent<HTMLImageElement>) => fallBack(e.currentTarget);

/**
 * A prerendered page's drawing may have failed before the page hydrated, when nothing
 * listened: React does not replay that error. A drawing (a bitmap, never without a size) that
 * is complete with no width has failed. SVGs are not judged so: some browsers give an SVG
 * without width and height none.
 */
function failedBeforeHydration(img: HTMLImageElement | null) {
  if (img?.dataset.original && !img.dataset.fallback && img.complete && img.naturalWidth === 0) fallBack(img);
}

/** What a picture is given, whichever element draws it. */
type PictureProps = Pick<SmartImageProps, 'priority' | 'loading' | 'src' | 'sizes' | 'width' | 'height' | 'alt'>;

/**
 * The attributes of the shop's pictures: lazy loading (unless `priority`), the shop's SVG
 * pictures as the bitmaps the build draws of them unless `priority` (lib/raster-images.ts),
 * and a fallback when a file fails.
 */
function pictureAttributes({ priority = false, loading = priority ? 'eager' : 'lazy', src, sizes, width, alt }: PictureProps) {
  // A main picture comes as its SVG: fewer bytes on the way to the page's largest paint (lib/raster-images.ts).
  const sources = priority ? { src } : rasterSources(src);
  // Which drawing: `sizes` when given (a box that crops its picture); a lazy image's box is
  // measured (`auto`); otherwise `width` px, or the viewport when narrower. A file without
  // drawings has no use for it (nor has its preload, which React writes from these attributes).
  const box = `(max-width: ${width}px) 100vw, ${width}px`;
  const fitted = sources.srcSet ? { srcSet: sources.srcSet, sizes: sizes ?? (loading === 'lazy' ? `auto, ${box}` : box), 'data-original': src } : {};
  return { alt, loading, fetchPriority: priority ? ('high' as const) : undefined, decoding: 'async' as const, ref: failedBeforeHydration, onError, src: sources.src, ...fitted };
}

/** An image with a reserved box, styled by Chakra's props (`w`, `aspectRatio`…): see pictureAttributes. */
export function SmartImage({ priority, loading, src, sizes, width, height, alt, ...props }: SmartImageProps) {
  // The intrinsic size goes to the element's attributes: passed on as `width` and `height`, Chakra
  // takes them for style props (`width={40}` is the 10rem size token), not attributes.
  return <chakra.img objectFit="cover" htmlWidth={width} htmlHeight={height} {...pictureAttributes({ priority, loading, src, sizes, width, height, alt })} {...props} />;
}

/**
 * The same picture as a plain <img>, for a container whose CSS styles its pictures (a grid's
 * cards and a list's rows, product-card.tsx): a page holds dozens, and a Chakra element works
 * out its styles every time it renders, as a filter change renders every card.
 */
export function PlainImage(picture: PictureProps) {
  return <img width={picture.width} height={picture.height} {...pictureAttributes(picture)} />;
}
