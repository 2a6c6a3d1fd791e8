import { Button, IconButton } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Heart, Share2, ShoppingBag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { addToCart } from '../../../../apollo/vars/cart';
import { QuantityStepper } from '../../../../components/quantity-stepper';
import { ONE_SIZE } from '../../../../config/constants';
import { notify } from '../../../../lib/notify';
import type { Product } from '../../api/use-catalogue';
import { defaultSize } from '../../lib/product-view';
import { SizeSelector } from './size-selector';

/** Size (defaults to the first), quantity (at least 1), Add to Cart; Wishlist and Share do nothing yet. */
export function AddToCartForm({ product, id }: { product: Product; id?: string }) {
  const hasSizes = product.sizes.length > 0;
  const [size, setSize] = useState(hasSizes ? defaultSize(product) : ONE_SIZE);
  const [quantity, setQuantity] = useState(1);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!size) return void notify.error('Please select a size');
    addToCart(product, size, quantity);
    notify.success('Added to cart!');
  };

  return (
    <Stack as="form" id={id} gap="6" onSubmit={submit} aria-label="Add to cart">
      {hasSizes && <SizeSelector sizes={product.sizes} value={size} onChange={setSize} />}
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="semibold" id="qty-label">
          Quantity
        </Text>
        <QuantityStepper value={quantity} onChange={(q) => setQuantity(Math.max(1, q))} min={1} label="Quantity" size="md" />
      </Stack>
      <HStack gap="3">
        <Button type="submit" size="xl" flex="1" data-testid="add-to-cart">
          <ShoppingBag aria-hidden />
          Add to Cart
        </Button>
        <IconButton type="button" aria-label="Add to wishlist" variant="outline" size="xl" borderColor="gray.300">
          <Heart />
        </IconButton>
        <IconButton type="button" aria-label="Share" variant="outline" size="xl" borderColor="gray.300">
          <Share2 />
        </IconButton>
      </HStack>
    </Stack>
  );
}
