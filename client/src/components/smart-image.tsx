import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';
import type { SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '../config/constants';

export interface SmartImageProps extends HTMLChakraProps<'img'> {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box before the file arrives, so nothing shifts. */
  width: number;
  height: number;
  /** The page's main picture (its likely largest paint): loaded at once and ahead of other images. */
  priority?: boolean;
}

function fallBack(e: SyntheticEvent<HTMLImageElement>) {
  const img = e.currentTarget;
  // Swap once; if the placeholder fails too, show the bare tinted box, not a broken icon.
  if (!img.dataset.fallback) {
    img.dataset.fallback = '1';
    img.src = PLACEHOLDER_IMAGE;
  } else {
    img.style.visibility = 'hidden';
  }
}

/** An image with a reserved box, lazy loading (unless `priority`), and the placeholder when the file fails. */
export function SmartImage({ priority = false, loading = priority ? 'eager' : 'lazy', ...props }: SmartImageProps) {
  return <chakra.img loading={loading} fetchPriority={priority ? 'high' : undefined} decoding="async" onError={fallBack} objectFit="cover" {...props} />;
}
