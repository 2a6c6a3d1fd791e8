import { pageTitle } from '../../../components/document-title';
import { productPath } from '../../../config/paths';
import { notify } from '../../../lib/notify';

/** What became of a Share: the share sheet took it, the shopper closed the sheet, the link was copied, or neither worked. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** The parts of `navigator` a share uses (a test hands its own). */
type ShareNavigator = Pick<Navigator, 'clipboard'> & Partial<Pick<Navigator, 'share' | 'canShare'>>;

/**
 * The product page's Share: the system share sheet where the browser has one (phones, most
 * desktops), else the product's link copied to the clipboard with a toast that says so. Closing
 * the sheet is not an error; a sheet that fails otherwise falls back to copying. Where neither
 * works (no clipboard outside a secure page), the toast shows the link to copy by hand.
 */
export async function shareProduct(product: { id: string; name: string }, origin: string = window.location.origin, nav: ShareNavigator = navigator): Promise<ShareOutcome> {
  const url = origin + productPath(product.id);
  const data = { title: pageTitle(product.name), url };
  if (typeof nav.share === 'function' && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(url);
    notify.success('Link copied');
    return 'copied';
  } catch {
    notify.error(`Could not copy the link. Copy it from here: ${url}`);
    return 'failed';
  }
}
