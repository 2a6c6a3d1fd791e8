import { Button, IconButton } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Heart, Share2, ShoppingBag } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { ADDED_TO_CART, addToCart, cartVar, quantityInCart } from '../../../../apollo/vars/cart';
import type { ProductStock } from '../../../../apollo/vars/stock';
import { useVar } from '../../../../apollo/vars/use-var';
import { QuantityStepper } from '../../../../components/quantity-stepper';
import { ONE_SIZE } from '../../../../config/constants';
import { notify } from '../../../../lib/notify';
import { cartHoldsAllNote, inSize, isOutOfStock, isSoldOut, lowStockNote, roomLeft, unitsLeft } from '../../../../lib/stock';
import type { Product } from '../../api/use-catalogue';
import { shareProduct } from '../../lib/share-product';
import { SizeSelector } from './size-selector';
import { NOTIFY_ME_CSS, NotifyMe } from '../../../wishlist/components/notify-me';
import { SizeGuideButton } from '../../../size-guide/size-guide-button';
import { toggleWishlist } from '../../../wishlist/wishlist-actions';
import { useInWishlist } from '../../../wishlist/components/wishlist-heart';

interface AddToCartFormProps {
  product: Product;
  /** What is left of its sizes; undefined until the stock call answers (then nothing is held back). */
  stock?: ProductStock;
  id?: string;
}

/**
 * Size (none until the shopper picks one; goods with a single size or none need no choice),
 * quantity (1 up to what is left beyond what the cart already holds
 * of that size), Add to Cart; the Wishlist heart (adds or removes, DECISIONS 18); Share
 * (share-product.ts). Sold-out sizes cannot be
 * chosen; with nothing left in any size the form says 'Out of stock', marks no size and has no
 * Add to Cart. Add to Cart (here or the phones' sticky bar) with no size picked says 'Please
 * select a size' and brings the sizes into view.
 * The row of buttons (`data-add-row`) is what the phones' sticky bar watches (sticky-add-bar.tsx).
 */
export function AddToCartForm({ product, stock, id }: AddToCartFormProps) {
  const hasSizes = product.sizes.length > 0;
  const [picked, setPicked] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const sizesRef = useRef<HTMLFieldSetElement>(null);
  const outOfStock = isOutOfStock(stock);
  // The shopper's pick (a single size is picked for them), while it has units left.
  const choice = !hasSizes ? ONE_SIZE : (picked ?? (product.sizes.length === 1 ? product.sizes[0] : ''));
  const size = outOfStock || isSoldOut(stock, choice) ? '' : choice;
  const left = unitsLeft(stock, size);
  const held = useInWishlist(product.id);
  const inCart = useVar(cartVar, (cart) => quantityInCart(cart, product.id, size));
  const room = roomLeft(stock, size, inCart);
  // The stepper stops at what may still go in (at 1 when nothing may: Add to Cart then says why).
  const most = room == null ? undefined : Math.max(1, room);
  const qty = most ? Math.min(quantity, most) : quantity;
  const full = outOfStock ? null : cartHoldsAllNote(size, left, inCart);
  const low = outOfStock || full ? null : lowStockNote(left);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (outOfStock) return void notify.error(`${product.name} is out of stock`);
    if (!size) {
      const sizes = sizesRef.current;
      // Into view when they are not (the phone's sticky bar is far from them); left where they are
      // when they show already, so that the page and its title stay put under the toast.
      sizes?.scrollIntoView({ block: 'nearest' });
      sizes?.querySelector<HTMLInputElement>('input:enabled')?.focus({ preventScroll: true });
      return void notify.error('Please select a size');
    }
    if (room === 0) return void notify.error(`Your cart already holds all ${left} left of ${product.name}${inSize(size)}`);
    addToCart(product, size, qty);
    notify.success(ADDED_TO_CART);
  };

  return (
    <Stack as="form" id={id} gap="6" onSubmit={submit} aria-label="Add to cart">
      <Stack gap="2" css={NOTIFY_ME_CSS}>
        {hasSizes && <SizeSelector ref={sizesRef} sizes={product.sizes} value={size} onChange={setPicked} soldOut={(s) => isSoldOut(stock, s)} guide={<SizeGuideButton category={product.category} size={size} />} />}
        <Text fontSize="sm" color="orange.800" fontWeight="medium" aria-live="polite" data-testid={full ? 'cart-holds-all' : low ? 'low-stock' : undefined} hidden={!full && !low}>
          {full ?? (low && `${low}${inSize(size)}`)}
        </Text>
        {stock && <NotifyMe product={product} sizes={stock.sizes.filter((s) => s.available === 0).map((s) => s.size)} />}
      </Stack>
      {!outOfStock && (
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="semibold" id="qty-label">
            Quantity
          </Text>
          <QuantityStepper value={qty} onChange={(q) => setQuantity(Math.max(1, q))} min={1} max={most} label="Quantity" size="md" />
        </Stack>
      )}
      <HStack gap="3" data-add-row>
        {outOfStock ? (
          <Text flex="1" fontSize="lg" fontWeight="semibold" color="fg.muted" py="3" data-testid="out-of-stock">
            Out of stock
          </Text>
        ) : (
          <Button type="submit" size="xl" flex="1" data-testid="add-to-cart">
            <ShoppingBag aria-hidden />
            Add to Cart
          </Button>
        )}
        <IconButton type="button" aria-label={held ? 'Remove from wishlist' : 'Add to wishlist'} aria-pressed={held} variant="outline" size="xl" borderColor="gray.300" color={held ? 'brand.600' : undefined} onClick={() => toggleWishlist(product)} data-testid="wishlist-button">
          <Heart fill={held ? 'currentColor' : 'none'} />
        </IconButton>
        <IconButton type="button" aria-label="Share" variant="outline" size="xl" borderColor="gray.300" onClick={() => void shareProduct(product)} data-testid="share">
          <Share2 />
        </IconButton>
      </HStack>
    </Stack>
  );
}
