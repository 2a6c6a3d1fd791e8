import { Link, type LinkProps } from '@chakra-ui/react/link';
import { Link as RouterLink } from 'react-router';

export interface AppLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  to: string;
}

/** A Chakra-styled link that navigates inside the app without reloading the page. */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <Link asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
