import { HOME_SECTION_LIMIT } from '../../../config/constants';
import type { ProductFieldsFragment as Product } from '../../../gql/graphql';

/** The home page's product rows, each capped at 8. Featured means new AND on sale. */
export const featuredProducts = (all: readonly Product[]) => all.filter((p) => p.isNew && p.isSale).slice(0, HOME_SECTION_LIMIT);
export const newArrivals = (all: readonly Product[]) => all.filter((p) => p.isNew).slice(0, HOME_SECTION_LIMIT);
export const onSale = (all: readonly Product[]) => all.filter((p) => p.isSale).slice(0, HOME_SECTION_LIMIT);
