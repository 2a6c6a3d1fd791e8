import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { PackageX } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { DocumentTitle } from '../../../../components/document-title';
import { EmptyState } from '../../../../components/empty-state';
import { paths } from '../../../../config/paths';

export function ProductNotFound() {
  return (
    <Container maxW="3xl" py="10">
      <DocumentTitle title="Product Not Found" />
      <EmptyState as="h1" icon={<PackageX size={32} />} title="Product Not Found" description="The product you are looking for does not exist or is no longer available.">
        <Button asChild size="lg">
          <RouterLink to={paths.shop}>Continue Shopping</RouterLink>
        </Button>
      </EmptyState>
    </Container>
  );
}
