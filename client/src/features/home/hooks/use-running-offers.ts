import { useEffect, useState } from 'react';
import type { OffersQuery } from '../../../gql/graphql';
import { publicRead } from '../../../lib/public-read';
import { whenIdle } from '../../../lib/when-idle';
import OFFERS_QUERY from '../api/offers.graphql?raw';

export type RunningOffer = OffersQuery['offers'][number];

/**
 * The offers running now, from the server (at most 4; one deactivated drops out): null until
 * they come, and after a failed read (logged only: the home page then shows no offers). Asked
 * once the browser is idle after the page is drawn, without Apollo's client.
 */
export function useRunningOffers(): readonly RunningOffer[] | null {
  const [offers, setOffers] = useState<readonly RunningOffer[] | null>(null);
  useEffect(() => {
    whenIdle(() => {
      publicRead<OffersQuery>(OFFERS_QUERY).then((data) => setOffers(data.offers), (error: unknown) => console.error('The offers could not be read', error));
    });
  }, []);
  return offers;
}
