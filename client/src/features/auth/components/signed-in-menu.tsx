import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { LogOut, Package, ShieldCheck, User, UserRound } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { displayName, fullName, type SessionUser } from '../../../apollo/vars/session';
import { paths } from '../../../config/paths';
import { useLogout } from '../hooks/use-logout';

/**
 * The signed-in account menu, Chakra's menu: name and email label its group of links, Profile
 * and My Orders (and Admin, for admins), then Logout. Loaded only for signed-in shoppers. Click, Enter, Space or
 * ArrowDown open it, arrows move (round from the last item to the first), Escape closes it back
 * to its button; a link item navigates as a link does.
 */
export default function SignedInMenu({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const name = fullName(user) || user.email;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end', gutter: 6 }} loopFocus>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" letterSpacing="normal" fontWeight="medium" aria-label={`Account menu for ${name}`} data-testid="user-menu">
          <UserRound aria-hidden />
          <Box as="span" hideBelow="lg" maxW="24" truncate>
            {displayName(user)}
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" maxW="calc(100vw - 1rem)">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text truncate>{name}</Text>
                <Text fontWeight="normal" color="fg.muted" truncate>
                  {user.email}
                </Text>
              </Menu.ItemGroupLabel>
              <Menu.Separator />
              <Menu.Item value="profile" asChild>
                <RouterLink to={paths.profile}>
                  <User size={16} aria-hidden /> Profile
                </RouterLink>
              </Menu.Item>
              <Menu.Item value="orders" asChild>
                <RouterLink to={paths.orders}>
                  <Package size={16} aria-hidden /> My Orders
                </RouterLink>
              </Menu.Item>
              {user.role === 'ADMIN' && (
                <Menu.Item value="admin" asChild>
                  <RouterLink to={paths.admin} data-testid="admin-link">
                    <ShieldCheck size={16} aria-hidden /> Admin
                  </RouterLink>
                </Menu.Item>
              )}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={logout}>
              <LogOut size={16} aria-hidden /> Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
