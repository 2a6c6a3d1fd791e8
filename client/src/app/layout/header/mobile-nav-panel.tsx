import { Box } from '@chakra-ui/react/box';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router';
import { PanelDrawer } from '../../../components/panel-drawer';
import { paths } from '../../../config/paths';
import { WelcomeLink } from '../../../features/auth/components/welcome-link';
import { useCatalogue } from '../../../features/catalogue/api/use-catalogue';
import { CategoryGroups } from '../../../features/catalogue/components/category-groups';
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
    <PanelDrawer
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      placement="start"
      size="xs"
      closeLabel="Close menu"
      title={<Text as="span" fontSize="2xl" letterSpacing="0.18em">SQU</Text>}
    >
      <Stack as="nav" aria-label="Mobile" gap="0">
        <NavItem to={paths.home} onClick={close}>Home</NavItem>
        <NavItem to={paths.shop} onClick={close}>Shop</NavItem>
        <Text mt="4" mb="1" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="0.1em">
          Categories
        </Text>
        <CategoryGroups categories={categories} onPick={close} layout="stack" />
        <Separator my="4" />
        <NavItem to={paths.about} onClick={close}>About</NavItem>
        <NavItem to={paths.contact} onClick={close}>Contact</NavItem>
        <Box py="2.5" fontWeight="medium" onClick={close}>
          <WelcomeLink />
        </Box>
      </Stack>
    </PanelDrawer>
  );
}
