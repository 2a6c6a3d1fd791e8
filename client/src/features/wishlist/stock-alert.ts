import { apolloClient } from '../../apollo/client';
import { describeError } from '../../apollo/links/error-messages';
import { RequestStockAlertDocument } from '../../gql/graphql';
import { notify } from '../../lib/notify';

/** 'Notify me' sent to the server (loaded on first use): a toast says it is noted, or why not. */
export async function requestStockAlert(product: { id: string; name: string }, size: string): Promise<void> {
  try {
    await apolloClient.mutate({ mutation: RequestStockAlertDocument, variables: { productId: product.id, size }, context: { silent: true } });
    notify.success(`We will e-mail you when ${product.name}${size === 'One Size' ? '' : ` in size ${size}`} is back`);
  } catch (error) {
    notify.error(describeError(error).message);
  }
}
