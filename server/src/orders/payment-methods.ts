export type PaymentMethod = 'card' | 'upi' | 'netbanking' | 'cod';

/** The methods paid through a provider: every one but Cash on Delivery, spelt as Razorpay spells them. */
export type OnlineMethod = Exclude<PaymentMethod, 'cod'>;
export const ONLINE_METHODS: readonly OnlineMethod[] = ['card', 'upi', 'netbanking'];

/** The names a client may use for each method, exactly: the first version's, other REST spellings and GraphQL's enum. */
const METHODS: ReadonlyMap<string, PaymentMethod> = new Map(
  Object.entries({
    card: 'card',
    upi: 'upi',
    netbanking: 'netbanking',
    cod: 'cod',
    net_banking: 'netbanking',
    'net-banking': 'netbanking',
    cash_on_delivery: 'cod',
    CARD: 'card',
    UPI: 'upi',
    NET_BANKING: 'netbanking',
    COD: 'cod',
  } satisfies Record<string, PaymentMethod>),
);

/** Every name a client may send (the OpenAPI document's enum). */
export const PAYMENT_METHOD_NAMES: readonly string[] = [...METHODS.keys()];

/** The payment method a client named, or null when it names none. */
export const paymentMethodOf = (raw: unknown): PaymentMethod | null => (typeof raw === 'string' ? (METHODS.get(raw) ?? null) : null);

/** The online method a provider names (Razorpay's `card`, `upi`, `netbanking`), or null for any other (a wallet, EMI) or none. */
export const onlineMethodOf = (raw: unknown): OnlineMethod | null => {
  const method = paymentMethodOf(raw);
  return method === 'cod' ? null : method;
};

/** As GraphQL's PaymentMethod enum spells it. */
export const GRAPHQL_PAYMENT_METHOD: Record<PaymentMethod, 'CARD' | 'UPI' | 'NET_BANKING' | 'COD'> = { card: 'CARD', upi: 'UPI', netbanking: 'NET_BANKING', cod: 'COD' };

/** The method's name as shoppers read it (the checkout's and the orders page's, client/src/config/payment-methods.ts): on the tax invoice. */
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = { card: 'Credit/Debit Card', upi: 'UPI', netbanking: 'Net Banking', cod: 'Cash on Delivery' };
