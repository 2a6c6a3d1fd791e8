import type { ContentDocument } from '../types';
import { about } from './about';
import { cancellationRefund } from './cancellation-refund';
import { contactPage, quickAnswers } from './contact';
import { faqCategories } from './faq';
import { privacyPolicy } from './privacy-policy';
import { returnsExchanges } from './returns-exchanges';
import { shippingPolicy } from './shipping-policy';
import { termsConditions } from './terms-conditions';

/**
 * The texts of the help, company and policy pages, one entry per page (its path without the
 * slash). They are data, not code: the browser's bundle never imports this file. The build
 * writes each entry to dist/content/<slug>.json and into the page drawn ahead of time
 * (client/scripts/prerender.mjs, through entry-server.tsx); the pages read them with
 * useContent (lib/content-texts.ts).
 */
export const CONTENT = {
  about,
  contact: { page: contactPage, quickAnswers },
  faq: faqCategories,
  'shipping-policy': shippingPolicy,
  'returns-exchanges': returnsExchanges,
  'cancellation-refund': cancellationRefund,
  'privacy-policy': privacyPolicy,
  'terms-conditions': termsConditions,
};

export type ContentTexts = typeof CONTENT;
export type ContentSlug = keyof ContentTexts;
/** The policy pages (shipping, returns, cancellation, privacy, terms): the texts with sections, which one page draws (app/routes/policy.tsx). */
export type PolicySlug = { [S in ContentSlug]: ContentTexts[S] extends ContentDocument ? S : never }[ContentSlug];
export const isPolicy = (slug: ContentSlug): slug is PolicySlug => 'sections' in CONTENT[slug];
