import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Product } from '../../api/use-catalogue';
import { ProductPrice } from '../product-price';

/**
 * Phones (below md): Add to Cart within reach anywhere on the product page. A bar with the
 * product's price and a button that submits the page's own form (`formId`: the size and
 * quantity chosen there, its checks and toasts), shown while that form's button is out of
 * sight. It is the last thing in the page's main content and sticks to the bottom of the
 * screen: at the end of the page it rests in its own place above the footer, covering nothing,
 * and the toasts show at the top. A product with nothing left (`outOfStock`) has no Add to
 * Cart here either: the bar says 'Out of stock'.
 */
export function StickyAddBar({ product, formId, outOfStock = false }: { product: Product; formId: string; outOfStock?: boolean }) {
  const [formButtonShown, setFormButtonShown] = useState(false);

  useEffect(() => {
    // The form's row of buttons, there whether it holds Add to Cart or 'Out of stock'.
    const row = document.getElementById(formId)?.querySelector('[data-add-row]');
    if (!row) return;
    const observer = new IntersectionObserver(([entry]) => setFormButtonShown(entry.isIntersecting));
    observer.observe(row);
    return () => observer.disconnect();
  }, [formId]);

  return (
    <Box
      hideFrom="md"
      hidden={formButtonShown}
      position="sticky"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      borderColor="gray.200"
      boxShadow="0 -4px 12px rgba(0, 0, 0, 0.06)"
      px="4"
      py="3"
      data-testid="sticky-add-bar"
    >
      <Flex align="center" gap="3">
        <Box minW="0" flex="1">
          <Text fontSize="sm" truncate>
            {product.name}
          </Text>
          <ProductPrice product={product} />
        </Box>
        {outOfStock ? (
          <Text flexShrink="0" fontWeight="semibold" color="fg.muted" data-testid="sticky-out-of-stock">
            Out of stock
          </Text>
        ) : (
          <Button type="submit" form={formId} size="lg" flexShrink="0" data-testid="sticky-add-to-cart">
            <ShoppingBag aria-hidden />
            Add to Cart
          </Button>
        )}
      </Flex>
    </Box>
  );
}
