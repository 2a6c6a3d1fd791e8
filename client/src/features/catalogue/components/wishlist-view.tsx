import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { Heart, X } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useStock } from '../../../apollo/vars/use-stock';
import { useVar } from '../../../apollo/vars/use-var';
import { sessionVar } from '../../../apollo/vars/session';
import { wishlistVar } from '../../../apollo/vars/wishlist';
import { EmptyState } from '../../../components/empty-state';
import { paths, productPath } from '../../../config/paths';
import { isOutOfStock } from '../../../lib/stock';
import { loginPath } from '../../../lib/return-path';
import { setInWishlist } from '../../wishlist/wishlist-actions';
import { type Product, useCatalogue } from '../api/use-catalogue';
import { CARD_IMAGE, PictureLink, PRODUCT_CARD_CSS } from './product-card';
import { PriceParts } from './product-price';
import { QuickAddButton, useListedProductCss } from './quick-add';

const signedIn = (s: { isAuthenticated: boolean }) => s.isAuthenticated;

/**
 * /wishlist (DECISIONS 18): the products kept, newest first, each with Move to Cart (Quick Add's
 * size chooser when it has several sizes; the product leaves the wishlist once it is in the
 * cart) and Remove; sold-out ones say so. A visitor is offered to sign in, which comes back here
 * with the list merged into the account's.
 */
export function WishlistView() {
  const { ids } = useVar(wishlistVar);
  const isSignedIn = useVar(sessionVar, signedIn);
  const { products, loading } = useCatalogue();
  const items = useMemo(() => {
    const byId = new Map(products.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is Product => !!p).reverse();
  }, [ids, products]);
  const stock = useStock(useMemo(() => items.map((p) => p.id), [items]));
  const stockOf = useCallback((id: string) => stock?.get(id), [stock]);
  const listed = useListedProductCss();
  const css = useMemo(() => ({ ...listed, ...PRODUCT_CARD_CSS }), [listed]);

  const signIn = !isSignedIn && (
    <Text color="fg.muted" data-testid="wishlist-sign-in">
      <RouterLink to={loginPath(paths.wishlist)} style={{ textDecoration: 'underline' }}>
        Sign in
      </RouterLink>{' '}
      to keep your wishlist on every device.
    </Text>
  );

  if (!items.length && !(loading && ids.length)) {
    return (
      <Container maxW="6xl" py="8">
        <EmptyState as="h1" icon={<Heart size={32} />} title="Your wishlist is empty" description="Tap the heart on anything you like to keep it here.">
          <Button asChild size="lg">
            <RouterLink to={paths.shop}>Continue Shopping</RouterLink>
          </Button>
          {signIn}
        </EmptyState>
      </Container>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        My Wishlist{' '}
        <Text as="span" color="fg.muted" fontSize="md" fontWeight="normal">
          ({ids.length} {ids.length === 1 ? 'item' : 'items'})
        </Text>
      </Heading>
      <Box mt="2" mb="6">
        {signIn}
      </Box>
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '4', md: '6' }} css={css} data-testid="wishlist-items">
        {items.map((p) => {
          const soldOut = isOutOfStock(stock?.get(p.id));
          return (
            <li key={p.id}>
              <article className="product-card" data-testid="wishlist-item">
                <div className="product-card-picture">
                  <PictureLink product={p} {...CARD_IMAGE} />
                </div>
                <div className="product-card-text">
                  <RouterLink className="product-card-name" to={productPath(p.id)}>
                    {p.name}
                  </RouterLink>
                  <div className="product-price">
                    <PriceParts product={p} />
                  </div>
                </div>
                {soldOut ? (
                  <p className="product-card-unavailable" data-testid="wishlist-sold-out">
                    Sold out
                  </p>
                ) : (
                  <QuickAddButton product={p} stockOf={stockOf} label="Move to Cart" onAdded={() => setInWishlist(p, false, true)} />
                )}
                <button type="button" className="quick-add" onClick={() => setInWishlist(p, false)} data-testid="wishlist-remove">
                  <X aria-hidden />
                  Remove<span className="quick-add-name">: {p.name}</span>
                </button>
              </article>
            </li>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
