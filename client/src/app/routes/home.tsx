import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { type ReactNode, type Ref, useMemo } from 'react';
import { useStock } from '../../apollo/vars/use-stock';
import { DocumentTitle } from '../../components/document-title';
import { OFFSCREEN_UNTIL_NEEDED } from '../../components/offscreen';
import { SectionHeading } from '../../components/section-heading';
import { collectionPath } from '../../config/paths';
import { type Product, useCatalogue } from '../../features/catalogue/api/use-catalogue';
import { ProductGrid } from '../../features/catalogue/components/product-grid';
import { formatCategory } from '../../features/catalogue/lib/format';
import { featuredProducts, newArrivals, onSale } from '../../features/catalogue/lib/home-sections';
import { CategoryTiles } from '../../features/home/components/category-tiles';
import { HeroCarousel } from '../../features/home/components/hero-carousel';
import { NewsletterSignup } from '../../features/home/components/newsletter-signup';
import { OfferCards } from '../../features/home/components/offer-cards';
import { useRunningOffers } from '../../features/home/hooks/use-running-offers';
import { Testimonials } from '../../features/home/components/testimonials';
import { TrustStrip } from '../../features/home/components/trust-strip';
import { useNearViewport } from '../../lib/near-viewport';

/**
 * A home section. All of them sit below the first screen (hero and trust strip), so the
 * browser may skip their layout and paint until they come near the viewport; the intrinsic
 * size stands in for their height meanwhile and is remembered once they have been drawn.
 */
function Section({ id, children, bg, ref }: { id: string; children: ReactNode; bg?: string; ref?: Ref<HTMLElement> }) {
  return (
    <Box as="section" ref={ref} aria-labelledby={id} py={{ base: '12', md: '20' }} bg={bg} css={OFFSCREEN_UNTIL_NEEDED}>
      <Container maxW="7xl">{children}</Container>
    </Box>
  );
}

/**
 * The three product rows, and the ids of all they show: their stock is asked for in one call,
 * once the first row comes within half a screen of the viewport. A visit that never scrolls
 * there does not load Apollo's client for it (~70 ms of main thread at 4x CPU slowdown), and
 * Quick Add asks for its product's stock itself when clicked before the answer.
 */
function useRows(products: readonly Product[]) {
  return useMemo(() => {
    const rows = { featured: featuredProducts(products), fresh: newArrivals(products), sale: onSale(products) };
    const ids = [...new Set([...rows.featured, ...rows.fresh, ...rows.sale].map((p) => p.id))];
    return { ...rows, ids };
  }, [products]);
}

export default function HomePage() {
  const { products, categories, loading } = useCatalogue();
  const rows = useRows(products);
  const [rowsRef, rowsNear] = useNearViewport<HTMLElement>();
  const stock = useStock(rowsNear ? rows.ids : []);
  const offers = useRunningOffers();
  return (
    <>
      <DocumentTitle />
      <VisuallyHidden>
        <Heading as="h1">SQU: fashion and lifestyle for India</Heading>
      </VisuallyHidden>
      <HeroCarousel />
      <TrustStrip />
      <Section id="categories-title">
        <SectionHeading id="categories-title" eyebrow="Browse" title="Shop by Category" />
        <CategoryTiles categories={categories} loading={loading} format={formatCategory} />
      </Section>
      <Section id="featured-title" bg="bg" ref={rowsRef}>
        <SectionHeading id="featured-title" eyebrow="Editor's picks" title="Featured Products" link={{ to: collectionPath('featured'), label: 'View all' }} />
        <ProductGrid products={rows.featured} loading={loading} stock={stock} />
      </Section>
      {/* The offers come from the server once the page is idle (far below the first screen); none: no section. */}
      {offers?.length ? (
        <Section id="offers-title" bg="bg.sand">
          <SectionHeading id="offers-title" eyebrow="Save more" title="Special Offers" />
          <OfferCards offers={offers} />
        </Section>
      ) : null}
      <Section id="new-title">
        <SectionHeading id="new-title" eyebrow="Just landed" title="New Arrivals" link={{ to: collectionPath('new'), label: 'View all' }} />
        <ProductGrid products={rows.fresh} loading={loading} stock={stock} />
      </Section>
      <Section id="sale-title" bg="bg">
        <SectionHeading id="sale-title" eyebrow="Limited time" title="On Sale" link={{ to: collectionPath('sale'), label: 'View all' }} />
        <ProductGrid products={rows.sale} loading={loading} stock={stock} />
      </Section>
      <Section id="reviews-title">
        <SectionHeading id="reviews-title" eyebrow="Loved across India" title="What Our Customers Say" />
        <Testimonials />
      </Section>
      <NewsletterSignup />
    </>
  );
}
