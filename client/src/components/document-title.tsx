import { BRAND } from '../config/constants';

/** A page's name as the browser tab (and a shared link) shows it. */
export const pageTitle = (title?: string) => (title ? `${title} | ${BRAND}` : `${BRAND} | Fashion & Lifestyle`);

/** React 19 hoists <title> into <head>; each page names itself once. */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{pageTitle(title)}</title>;
}
