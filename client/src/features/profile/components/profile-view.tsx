import { useVar } from '../../../apollo/vars/use-var';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Package, ShoppingBag } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { fullName, sessionVar, type SessionUser } from '../../../apollo/vars/session';
import { LoginRequired } from '../../../components/login-required';
import { paths } from '../../../config/paths';
import { ProfileForm } from './profile-form';

function AccountCard({ user }: { user: SessionUser }) {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();
  return (
    <Stack gap="5" bg="bg" p="6" borderRadius="l2" borderWidth="1px" borderColor="gray.200" position={{ lg: 'sticky' }} top="28">
      <Stack gap="3" align={{ base: 'start', sm: 'center', lg: 'start' }} direction={{ base: 'row', lg: 'column' }}>
        <Box aria-hidden boxSize="14" rounded="full" bg="brand.600" color="white" display="flex" alignItems="center" justifyContent="center" fontFamily="heading" fontSize="xl" fontWeight="semibold" flexShrink={0}>
          {initials}
        </Box>
        <Box minW="0">
          <Text fontWeight="semibold" fontSize="lg">{fullName(user)}</Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">{user.email}</Text>
        </Box>
      </Stack>
      <Stack gap="2">
        <Button asChild variant="outline" borderColor="gray.300" justifyContent="start">
          <RouterLink to={paths.orders}><Package aria-hidden /> My Orders</RouterLink>
        </Button>
        <Button asChild variant="ghost" justifyContent="start">
          <RouterLink to={paths.shop}><ShoppingBag aria-hidden /> Continue Shopping</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}

/** /profile: only for a signed-in shopper. */
export function ProfileView() {
  const { user, isAuthenticated } = useVar(sessionVar);
  if (!isAuthenticated) return <LoginRequired title="Please login to view your profile" description="Sign in to see and edit your details and address." />;
  if (!user) return <LoginRequired title="User not found" description="Please login again." />;
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="1" mb="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>My Profile</Heading>
        <Text color="fg.muted">Your details and the address we deliver to.</Text>
      </Stack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '280px minmax(0, 1fr)' }} gap={{ base: '6', lg: '10' }} alignItems="start">
        <AccountCard user={user} />
        <Box bg="bg" p={{ base: '5', md: '8' }} borderRadius="l2" borderWidth="1px" borderColor="gray.200">
          <ProfileForm key={user.id} user={user} />
        </Box>
      </Grid>
    </Container>
  );
}
