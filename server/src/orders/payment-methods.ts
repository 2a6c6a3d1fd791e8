export type PaymentMethod = 'card' | 'upi' | 'netbanking' | 'cod';

/** The names a client may use for each method: the first version's, REST spellings and GraphQL's enum. */
const METHODS: ReadonlyMap<string, PaymentMethod> = new Map(
  Object.entries({
    card: 'card',
    upi: 'upi',
    netbanking: 'netbanking',
    net_banking: 'netbanking',
    'net-banking': 'netbanking',
    cod: 'cod',
    cash_on_delivery: 'cod',
  } satisfies Record<string, PaymentMethod>),
);

/** The payment method a client named, or null when it names none. */
export const paymentMethodOf = (raw: unknown): PaymentMethod | null => (typeof raw === 'string' ? (METHODS.get(raw.trim().toLowerCase()) ?? null) : null);

/** As GraphQL's PaymentMethod enum spells it. */
export const GRAPHQL_PAYMENT_METHOD: Record<PaymentMethod, 'CARD' | 'UPI' | 'NET_BANKING' | 'COD'> = { card: 'CARD', upi: 'UPI', netbanking: 'NET_BANKING', cod: 'COD' };
