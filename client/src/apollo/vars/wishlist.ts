import type { ReactiveVar } from '@apollo/client';
import { STORAGE_KEYS } from '../../config/constants';
import { makePersistedVar, type KeyValueStorage } from './persisted-var';

/**
 * The wishlist's product ids, oldest first (DECISIONS 18). A visitor's lives only here
 * (`owner` null); a signed-in shopper's is the server's, mirrored here for the header's badge
 * and the hearts (`owner` their id), and the server's answer replaces it after every change
 * (features/wishlist/wishlist-actions.ts changes it and follows the session).
 */
export interface WishlistState {
  ids: string[];
  owner: string | null;
}

export const EMPTY_WISHLIST: WishlistState = { ids: [], owner: null };
/** The server keeps at most as many (MAX_WISHLIST_ITEMS). */
const MOST = 200;

export function parseWishlist(raw: unknown): WishlistState | null {
  const w = raw as Partial<WishlistState> | null;
  const ok = !!w && Array.isArray(w.ids) && w.ids.length <= MOST && w.ids.every((id) => typeof id === 'string') && (w.owner === null || typeof w.owner === 'string');
  return ok ? { ids: w.ids as string[], owner: w.owner as string | null } : null;
}

export const createWishlistVar = (storage?: KeyValueStorage | null) =>
  makePersistedVar<WishlistState>({ key: STORAGE_KEYS.wishlist, version: 1, initial: EMPTY_WISHLIST, parse: parseWishlist, storage });

export const wishlistVar: ReactiveVar<WishlistState> = createWishlistVar();

export const wishlistCount = (w: WishlistState) => w.ids.length;
