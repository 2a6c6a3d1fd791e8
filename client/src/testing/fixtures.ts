import type { KeyValueStorage } from '../apollo/vars/persisted-var';
import type { SessionUser } from '../apollo/vars/session';
import type { ProductFieldsFragment } from '../gql/graphql';

/** A signed-in shopper with a complete profile (Bengaluru, Karnataka), with overridable fields. */
export function makeUser(over: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1', email: 'asha@example.in', firstName: 'Asha', lastName: 'Verma', phone: '+91 98765 43210', role: 'CUSTOMER',
    address: { addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India' },
    ...over,
  };
}

/** A product as the catalogue query returns it, with overridable fields. */
export function makeProduct(over: Partial<ProductFieldsFragment> = {}): ProductFieldsFragment {
  return {
    id: '1',
    name: 'Classic White Sneakers',
    category: 'women-footwear',
    model: 'SN-01',
    color: 'White',
    printName: 'Plain',
    price: 1299,
    gstRatePercent: 18,
    sizes: ['6', '7', '8'],
    image: '/images/products/1.svg',
    description: 'Everyday canvas sneakers.',
    isNew: false,
    isSale: false,
    discount: null,
    ...over,
  };
}

/** localStorage stand-in for node tests. */
export class MemoryStorage implements KeyValueStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}
