import type { ReactiveVar } from '@apollo/client';
import { STORAGE_KEYS } from '../../config/constants';
import { notify } from '../../lib/notify';
import { whenIdle } from '../../lib/when-idle';
import { makePersistedVar, type KeyValueStorage } from './persisted-var';
import { type Session, sessionVar } from './session';

/**
 * The wishlist's product ids, oldest first (DECISIONS 18). A visitor's lives only here
 * (`owner` null); a signed-in shopper's is the server's, mirrored here for the header's badge
 * and the hearts (`owner` their id), and the server's answer replaces it after every change
 * (features/wishlist/wishlist-sync.ts, loaded on first use).
 */
export interface WishlistState {
  ids: string[];
  owner: string | null;
}

const EMPTY: WishlistState = { ids: [], owner: null };
/** The server keeps at most as many (MAX_WISHLIST_ITEMS). */
const MOST = 200;

export function parseWishlist(raw: unknown): WishlistState | null {
  const w = raw as Partial<WishlistState> | null;
  const ok = !!w && Array.isArray(w.ids) && w.ids.length <= MOST && w.ids.every((id) => typeof id === 'string') && (w.owner === null || typeof w.owner === 'string');
  return ok ? { ids: w.ids as string[], owner: w.owner as string | null } : null;
}

export const createWishlistVar = (storage?: KeyValueStorage | null) =>
  makePersistedVar<WishlistState>({ key: STORAGE_KEYS.wishlist, version: 1, initial: EMPTY, parse: parseWishlist, storage });

export const wishlistVar: ReactiveVar<WishlistState> = createWishlistVar();

export const wishlistCount = (w: WishlistState) => w.ids.length;

const sync = () => import('../../features/wishlist/wishlist-sync');

/**
 * Puts a product on the wishlist or takes it off (with a toast unless `quiet`); a signed-in
 * shopper's change goes to the server too.
 */
export function setInWishlist(product: { id: string; name: string }, keep: boolean, quiet = false): void {
  const w = wishlistVar();
  if (w.ids.includes(product.id) === keep) return;
  wishlistVar({ ...w, ids: keep ? [...w.ids, product.id] : w.ids.filter((id) => id !== product.id) });
  if (!quiet) notify.success(`${keep ? 'Added to' : 'Removed from'} wishlist: ${product.name}`);
  if (w.owner) sync().then((m) => m.sendChange(product.id, keep), () => wishlistVar(w));
}

export const toggleWishlist = (product: { id: string; name: string }) => setInWishlist(product, !wishlistVar().ids.includes(product.id));

/**
 * Follows the session: signing in hands the browser's list to the server (merged) and mirrors
 * the answer; a page opened signed in reads the server's (another device's changes); signing out
 * leaves an empty visitor's list.
 */
let following: string | null | undefined;
function follow({ user }: Session) {
  const id = user?.id ?? null;
  if (id === following) return;
  following = id;
  if (id) whenIdle(() => void sync().then((m) => m.syncWishlist(id), () => undefined));
  else if (wishlistVar().owner) wishlistVar(EMPTY);
}
if (typeof window !== 'undefined') {
  follow(sessionVar());
  sessionVar.onNextChange(function next(s) {
    sessionVar.onNextChange(next);
    follow(s);
  });
}
