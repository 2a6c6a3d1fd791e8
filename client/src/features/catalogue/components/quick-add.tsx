import { useRecipe } from '@chakra-ui/react/styled-system';
import { ShoppingBag, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { addToCart, cartVar, quantityInCart } from '../../../apollo/vars/cart';
import { type ProductStock, stockOf as askStock } from '../../../apollo/vars/stock';
import { ONE_SIZE } from '../../../config/constants';
import { notify } from '../../../lib/notify';
import { inSize, isOutOfStock, isSoldOut, roomLeft } from '../../../lib/stock';
import type { Product } from '../api/use-catalogue';
import { useBadgesCss } from './product-badges';
import { PRICE_CSS } from './product-price';

/**
 * Quick add of one piece in the size the shopper chose ('One Size' for goods without sizes).
 * Without the grid's answer (not answered yet) it asks for this product's stock now; should that
 * fail, nothing is held back, as before stock was kept. The toast names what went in.
 */
export async function quickAdd(product: Product, size: string, known?: ProductStock): Promise<boolean> {
  const stock = known ?? (await askStock(product.id));
  const refusal = isOutOfStock(stock)
    ? `${product.name} is out of stock`
    : isSoldOut(stock, size)
      ? `${product.name} is sold out${inSize(size)}`
      : roomLeft(stock, size, quantityInCart(cartVar(), product.id, size)) === 0 && `Your cart already holds all that is left of ${product.name}${inSize(size)}`;
  if (refusal) {
    notify.error(refusal);
    return false;
  }
  addToCart(product, size, 1);
  notify.success(`Added to cart: ${product.name}${size === ONE_SIZE ? '' : `, size ${size}`}`);
  return true;
}

/**
 * Quick Add for one product: a plain button, styled by the grid or list that holds it
 * (useListedProductCss). A product with several sizes asks which first: the button gives way to
 * a row of its sizes (sold-out ones disabled) and a close button. The wishlist's Move to Cart is
 * it with its own label and what follows an addition (`onAdded`).
 */
export function QuickAddButton({ product, stockOf, label = 'Quick Add', onAdded }: { product: Product; stockOf: (productId: string) => ProductStock | undefined; label?: string; onAdded?: () => void }) {
  const [choosing, setChoosing] = useState(false);
  // The grid's answer does not redraw its cards; sizes opened before it came ask for this product's own.
  const [asked, setAsked] = useState<ProductStock>();
  const { sizes } = product;
  const add = (size: string, stock?: ProductStock) => void quickAdd(product, size, stock).then((added) => added && onAdded?.());
  const choose = () => {
    setChoosing(true);
    if (!stockOf(product.id)) askStock(product.id).then(setAsked, () => undefined);
  };
  if (!choosing)
    return (
      <button type="button" className="quick-add" onClick={() => (sizes.length > 1 ? choose() : add(sizes[0] ?? ONE_SIZE, stockOf(product.id)))}>
        <ShoppingBag aria-hidden />
        {label}
        <span className="quick-add-name">: {product.name}</span>
      </button>
    );
  const stock = stockOf(product.id) ?? asked;
  return (
    <div role="group" aria-label={`Choose a size of ${product.name}`} className="quick-sizes" onKeyDown={(e) => e.key === 'Escape' && setChoosing(false)}>
      {sizes.map((s, i) => (
        <button key={s} type="button" className="quick-size" autoFocus={i === 0} disabled={isSoldOut(stock, s)} onClick={() => { setChoosing(false); add(s, stock); }}>
          {s}
        </button>
      ))}
      <button type="button" className="quick-size" aria-label="Close sizes" onClick={() => setChoosing(false)}>
        <X aria-hidden />
      </button>
    </div>
  );
}

/**
 * The styles a grid's cards and a list's rows share, given once by their container rather than
 * by each card's elements (a Chakra element computes its styles every time it renders, and a
 * filter change draws a page of new cards): the badges (`.product-badges`), the price
 * (`.product-price`) and Quick Add (the theme's button recipe, outline, sm).
 */
export function useListedProductCss() {
  const button = useRecipe({ key: 'button' });
  const badges = useBadgesCss();
  return useMemo(
    () => ({
      '& .product-badges': badges,
      '& .product-price': PRICE_CSS,
      '& .quick-add': { ...button({ variant: 'outline', size: 'sm' }), borderColor: 'gray.300' },
      '& .quick-add-name': { srOnly: true },
      '& .quick-sizes': { display: 'flex', flexWrap: 'wrap', gap: '1' },
      '& .quick-size': { ...button({ variant: 'outline', size: 'sm' }), flex: '1 0 auto', minW: '10', px: '2', borderColor: 'gray.300', _disabled: { textDecoration: 'line-through' } },
    }),
    [badges, button],
  );
}
