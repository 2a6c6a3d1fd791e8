import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { Heart, Search, X } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useVar } from '../../../apollo/vars/use-var';
import { wishlistCount, wishlistVar } from '../../../apollo/vars/wishlist';
import { paths } from '../../../config/paths';
import { CountBadge } from '../../../components/count-badge';
import { UserMenu } from '../../../features/auth/components/user-menu';
import { CartDrawer } from '../../../features/cart/components/cart-drawer';
import { SearchBox } from '../../../features/catalogue/components/search/search-box';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';
import { TopBar } from './top-bar';

/** The wishlist's heart: a link to /wishlist with its count (DECISIONS 18), at every width. */
function WishlistLink() {
  const count = useVar(wishlistVar, wishlistCount);
  return (
    <IconButton asChild variant="ghost" position="relative">
      <RouterLink to={paths.wishlist} aria-label={`Wishlist, ${count} items`} data-testid="wishlist">
        <Heart aria-hidden />
        <CountBadge count={count} testId="wishlist-count" />
      </RouterLink>
    </IconButton>
  );
}

export function Header() {
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" borderColor="gray.200">
      <TopBar />
      <Container maxW="7xl">
        <Flex h={{ base: '16', md: '20' }} align="center" justify="space-between" gap={{ base: '2', lg: '8' }}>
          <HStack gap="1">
            <MobileNav />
            <Logo />
          </HStack>
          <MainNav />
          <HStack gap={{ base: '0', md: '1' }} flex={{ lg: '1' }} justify="end">
            <Box hideBelow="md" flex="1" maxW="xs" me="2">
              <SearchBox />
            </Box>
            <IconButton
              variant="ghost"
              hideFrom="md"
              aria-label={searchOpen ? 'Close search' : 'Open search'}
              aria-expanded={searchOpen}
              onClick={() => setSearchOpen((o) => !o)}
              data-testid="search-toggle"
            >
              {searchOpen ? <X /> : <Search />}
            </IconButton>
            <WishlistLink />
            <UserMenu />
            <CartDrawer />
          </HStack>
        </Flex>
        {searchOpen && (
          <Box hideFrom="md" pb="3">
            <SearchBox autoFocus onDone={() => setSearchOpen(false)} />
          </Box>
        )}
      </Container>
    </Box>
  );
}
