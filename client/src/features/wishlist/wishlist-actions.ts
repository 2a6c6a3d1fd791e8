import { type Session, sessionVar } from '../../apollo/vars/session';
import { EMPTY_WISHLIST, wishlistVar } from '../../apollo/vars/wishlist';
import { notify } from '../../lib/notify';
import { whenIdle } from '../../lib/when-idle';

/** The server's side of a signed-in shopper's wishlist: a chunk of its own, loaded on first use. */
const sync = () => import('./wishlist-sync');

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

let following: string | null | undefined;
function follow({ user }: Session) {
  const id = user?.id ?? null;
  if (id === following) return;
  following = id;
  if (id) whenIdle(() => void sync().then((m) => m.syncWishlist(id), () => undefined));
  else if (wishlistVar().owner) wishlistVar(EMPTY_WISHLIST);
}

/**
 * Makes the wishlist follow the session, from the browser's start (main.tsx): signing in hands
 * the browser's list to the server (merged) and mirrors the answer; a page opened signed in reads
 * the server's (another device's changes); signing out leaves an empty visitor's list.
 */
export function followSessionWithWishlist(): void {
  follow(sessionVar());
  sessionVar.onNextChange(function next(s) {
    sessionVar.onNextChange(next);
    follow(s);
  });
}
