/**
 * Lets code outside React (the Apollo link chain) move the shopper to another page. The
 * router registers its navigate function at start; before that a full page load is used.
 */
type Navigate = (to: string) => void;

let navigator: Navigate | null = null;

export function registerNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to);
  else if (typeof window !== 'undefined') window.location.assign(to);
}
