import { Box } from '@chakra-ui/react/box';
import { CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router';
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
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs" lazyMount unmountOnExit finalFocusEl={() => trigger.current}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title fontFamily="heading" letterSpacing="0.18em" fontSize="2xl">
                SQU
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
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
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
