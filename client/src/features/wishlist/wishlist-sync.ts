import { apolloClient } from '../../apollo/client';
import { sessionVar } from '../../apollo/vars/session';
import { wishlistVar } from '../../apollo/vars/wishlist';
import { AddToWishlistDocument, MergeWishlistDocument, RemoveFromWishlistDocument, WishlistDocument, type WishlistFieldsFragment } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { describeError } from '../../apollo/links/error-messages';

/** The server's calls of the wishlist (a chunk of its own, loaded when a signed-in shopper needs it). */
const quiet = { context: { silent: true }, fetchPolicy: 'no-cache' } as const;

/** Mirrors the server's answer (newest first) as the browser keeps it (oldest first), while its shopper is still signed in. */
function mirror(userId: string, answer: WishlistFieldsFragment | undefined) {
  if (answer && sessionVar().user?.id === userId) wishlistVar({ ids: answer.items.map((i) => i.productId).reverse(), owner: userId });
}

/**
 * At sign-in (the list is a visitor's): the browser's list merged into the account's; on a page
 * opened signed in, or another account's list: the account's as the server has it.
 */
export async function syncWishlist(userId: string): Promise<void> {
  const { ids, owner } = wishlistVar();
  try {
    if (owner === null && ids.length) {
      const { data } = await apolloClient.mutate({ mutation: MergeWishlistDocument, variables: { productIds: ids }, ...quiet });
      mirror(userId, data?.mergeWishlist);
    } else {
      const { data } = await apolloClient.query({ query: WishlistDocument, ...quiet });
      mirror(userId, data?.wishlist);
    }
  } catch (error) {
    // The browser's list stays as it was; the next page opened tries again.
    console.error('The wishlist could not be read from the server.', error);
  }
}

/** A heart's change, sent to the server; a refusal puts the server's list back and says why. */
export async function sendChange(productId: string, add: boolean): Promise<void> {
  const userId = sessionVar().user?.id;
  if (!userId) return;
  try {
    if (add) mirror(userId, (await apolloClient.mutate({ mutation: AddToWishlistDocument, variables: { productId }, ...quiet })).data?.addToWishlist);
    else mirror(userId, (await apolloClient.mutate({ mutation: RemoveFromWishlistDocument, variables: { productId }, ...quiet })).data?.removeFromWishlist);
  } catch (error) {
    notify.error(describeError(error).message);
    await syncWishlist(userId);
  }
}
