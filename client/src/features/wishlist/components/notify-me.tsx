import { useNavigate } from 'react-router';
import { sessionVar } from '../../../apollo/vars/session';
import { productPath } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { loginPath } from '../../../lib/return-path';

/**
 * 'Notify me' for each sold-out size of a product (the product page, under its sizes): a
 * signed-in shopper's request is stored by the server; a visitor is asked to sign in first,
 * and comes back to the product.
 */
export function NotifyMe({ product, sizes }: { product: { id: string; name: string }; sizes: string[] }) {
  const navigate = useNavigate();
  if (!sizes.length) return null;
  const ask = (size: string) => {
    if (!sessionVar().isAuthenticated) {
      notify.error('Please sign in to be told when it is back');
      return void navigate(loginPath(productPath(product.id)));
    }
    void import('../stock-alert').then((m) => m.requestStockAlert(product, size));
  };
  return (
    <p className="notify-me" data-testid="notify-me">
      Sold out:{' '}
      {sizes.map((s) => (
        <button key={s} type="button" onClick={() => ask(s)}>
          Notify me{s === 'One Size' ? '' : ` (${s})`}
        </button>
      ))}
    </p>
  );
}

/** Its styles, given by the form that holds it. */
export const NOTIFY_ME_CSS = {
  '& .notify-me': { fontSize: 'sm', color: 'fg.muted', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
  '& .notify-me button': { textDecoration: 'underline', color: 'fg', cursor: 'pointer', whiteSpace: 'nowrap', _hover: { color: 'brand.600' } },
} as const;
