import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { LogOut, Package, User, UserRound } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { displayName, type SessionUser } from '../../../apollo/vars/session';
import { paths } from '../../../config/paths';
import { useLogout } from '../hooks/use-logout';

/** The signed-in account menu: name, email, Profile, My Orders, Logout. Loaded only for signed-in shoppers. */
export default function AccountMenu({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" letterSpacing="normal" fontWeight="medium" aria-label={`Account menu for ${fullName}`} data-testid="user-menu">
          <UserRound aria-hidden />
          <Box as="span" hideBelow="lg" maxW="24" truncate>
            {displayName(user)}
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="3" py="2">
              <Text fontWeight="semibold">{fullName}</Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="profile" asChild>
              <RouterLink to={paths.profile}>
                <User aria-hidden /> Profile
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="orders" asChild>
              <RouterLink to={paths.orders}>
                <Package aria-hidden /> My Orders
              </RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={logout}>
              <LogOut aria-hidden /> Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
