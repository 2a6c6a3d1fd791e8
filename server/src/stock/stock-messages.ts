/** Units under this are 'low': shoppers see 'Only N left', the staff's low-stock filter lists them. */
export const LOW_STOCK = 5;
/** The largest figure or change the staff may set (SetStockInput, AdjustStockInput, the CLI). */
export const MAX_STOCK = 100_000;

const count = new Intl.NumberFormat('en-US');

/** What the staff are told when a change would take a size below 0: what is on hand, and what they tried to take away. */
export const notEnough = (name: string, size: string, available: number, taking: number): string =>
  `${count.format(available)} on hand of ${name} in size ${size}: you cannot take away ${count.format(taking)}`;

/** What the staff are told when a change would raise a size past MAX_STOCK, the figure setStock refuses above. */
export const overCap = (name: string, size: string, available: number, delta: number): string =>
  `${count.format(available)} on hand of ${name} in size ${size}: adding ${count.format(delta)} would pass the cap of ${count.format(MAX_STOCK)}`;
