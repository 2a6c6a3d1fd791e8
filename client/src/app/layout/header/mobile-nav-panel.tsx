import { Box } from '@chakra-ui/react/box';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router';
import { Sheet } from '../../../components/sheet';
import { paths, shopPath } from '../../../config/paths';
import { WelcomeLink } from '../../../features/auth/components/welcome-link';
import { useCatalogue } from '../../../features/catalogue/api/use-catalogue';
import { formatCategory } from '../../../features/catalogue/lib/format';
import type { LazyDialogProps } from '../../../lib/lazy-dialog';

function NavItem({ to, children, onClick }: { to: string; children: string; onClick: () => void }) {
  return (
    <Box asChild display="block" py="2.5" fontSize="md" fontWeight="medium">
      <RouterLink to={to} onClick={onClick}>
        {children}
      </RouterLink>
    </Box>
  );
}

type MobileNavPanelProps = LazyDialogProps;

/** Phones: the whole navigation, categories included, in a drawer from the left. */
export default function MobileNavPanel({ open, onOpenChange, trigger }: MobileNavPanelProps) {
  const { categories } = useCatalogue();
  const close = () => onOpenChange(false);
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      placement="start"
      maxW="xs"
      finalFocus={trigger}
      title="SQU"
      titleProps={{ fontFamily: 'heading', letterSpacing: '0.18em', fontSize: '2xl' }}
      closeLabel="Close menu"
    >
      <Stack as="nav" aria-label="Mobile" gap="0">
        <NavItem to={paths.home} onClick={close}>Home</NavItem>
        <NavItem to={paths.shop} onClick={close}>Shop</NavItem>
        <Text mt="4" mb="1" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="0.1em">
          Categories
        </Text>
        {categories.map((c) => (
          <NavItem key={c} to={shopPath({ category: c })} onClick={close}>
            {formatCategory(c)}
          </NavItem>
        ))}
        <Separator my="4" />
        <NavItem to={paths.about} onClick={close}>About</NavItem>
        <NavItem to={paths.contact} onClick={close}>Contact</NavItem>
        <Box py="2.5" fontWeight="medium" onClick={close}>
          <WelcomeLink />
        </Box>
      </Stack>
    </Sheet>
  );
}
