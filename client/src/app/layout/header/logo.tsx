import { Box } from '@chakra-ui/react/box';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

export function Logo() {
  return (
    <Box asChild fontFamily="heading" fontWeight="700" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="0.18em" lineHeight="1" color="fg">
      <RouterLink to={paths.home} aria-label="SQU home">
        SQU
        <Box as="span" color="brand.600" aria-hidden>
          .
        </Box>
      </RouterLink>
    </Box>
  );
}
