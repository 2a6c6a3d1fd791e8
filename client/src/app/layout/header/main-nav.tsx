import { HStack } from '@chakra-ui/react/stack';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { CategoryMenu } from '../../../features/catalogue/components/category-menu';
import { Box } from '@chakra-ui/react/box';

const LINKS = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.shop, label: 'Shop', end: false },
  { to: paths.about, label: 'About', end: false },
  { to: paths.contact, label: 'Contact', end: false },
];

function Item({ to, label, end }: (typeof LINKS)[number]) {
  return (
    <Box asChild fontWeight="medium" fontSize="sm" py="2" borderBottomWidth="2px" borderColor="transparent" _hover={{ borderColor: 'gray.900' }} css={{ '&[aria-current=page]': { borderColor: 'brand.600' } }}>
      <NavLink to={to} end={end}>
        {label}
      </NavLink>
    </Box>
  );
}

/** Home, Categories (hover dropdown), Shop, About, Contact. */
export function MainNav() {
  const [home, ...rest] = LINKS;
  return (
    <HStack as="nav" aria-label="Main" gap="8" hideBelow="lg" fontSize="sm">
      <Item {...home} />
      <CategoryMenu />
      {rest.map((l) => (
        <Item key={l.to} {...l} />
      ))}
    </HStack>
  );
}
