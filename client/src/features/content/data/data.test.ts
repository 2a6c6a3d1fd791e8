import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { CANCELLATION, FREE_SHIPPING_THRESHOLD, PAYMENT, REFUNDS, RETURNS, SHIPPING, type Span } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { blocksText, documentText, faqEntryText, parseInline, slugify } from '../lib/inline';
import type { Block, ContentDocument } from '../types';
import { about } from './about';
import { cancellationRefund } from './cancellation-refund';
import { quickAnswers } from './contact';
import { faqCategories } from './faq';
import { CONTENT, type ContentSlug, isPolicy } from './index';
import { POLICY_LINKS } from './policies';
import { privacyPolicy } from './privacy-policy';
import { returnsExchanges } from './returns-exchanges';
import { shippingPolicy } from './shipping-policy';
import { termsConditions } from './terms-conditions';

/** Expected wording, built here independently of the pages' own helpers. */
const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const d = (s: Span) => `${s.min}–${s.max} days`;
const faqText = faqCategories.flatMap((c) => c.entries).map(faqEntryText).join('\n');
const text = {
  shipping: documentText(shippingPolicy),
  returns: documentText(returnsExchanges),
  cancellation: documentText(cancellationRefund),
  privacy: documentText(privacyPolicy),
  terms: documentText(termsConditions),
  faq: faqText,
};
type Page = keyof typeof text;

/** Spec point 9, figure by figure: where it must be stated, and how it reads. */
const FIGURES: [string, string, Page[]][] = [
  ['free shipping above ₹999', `above ${inr(FREE_SHIPPING_THRESHOLD)}`, ['terms']],
  // Checkout ships every order free and has no express service (spec point 9: shipping always 0).
  ['shipping free on every order', 'free on every order', ['shipping', 'faq']],
  ['metro 2-3 days', d(SHIPPING.metroDays), ['shipping', 'faq']],
  ['tier 2 3-4 days', d(SHIPPING.tier2Days), ['shipping', 'faq']],
  ['elsewhere 4-7 days', d(SHIPPING.otherDays), ['shipping', 'faq']],
  ['returns 30 days', `${RETURNS.windowDays} days`, ['returns', 'faq', 'terms']],
  ['defective 60 days', `${RETURNS.defectiveDays} days`, ['returns', 'faq', 'shipping']],
  ['sale items 15 days', `sale items within ${RETURNS.saleDays} days`, ['faq']],
  ['sale items 15 days (table)', `Sale items | ${RETURNS.saleDays} days`, ['returns']],
  ['size exchange 15 days', `size of the same item | ${RETURNS.sizeExchangeDays} days`, ['returns']],
  ['colour or design exchange 7 days', `colour or design of the same style, at the price you paid | ${RETURNS.styleExchangeDays} days`, ['returns']],
  ['refunds in 5-7 business days', `${REFUNDS.processingBusinessDays.min}–${REFUNDS.processingBusinessDays.max} business days`, ['returns', 'cancellation', 'faq']],
  ['free cancellation within 24 hours', `${CANCELLATION.freeWithinHours} hours`, ['cancellation', 'faq', 'terms']],
  ['₹99 after dispatch', `After the order has been dispatched | ${inr(CANCELLATION.afterDispatchFee)}`, ['cancellation']],
  ['customised items 20%', `${CANCELLATION.customisedPercent}%`, ['cancellation', 'faq']],
  ['card refunds 5-7 days', `card | ${d(REFUNDS.byMethod.card)}`, ['cancellation']],
  ['net banking refunds 3-5 days', `Net banking | ${d(REFUNDS.byMethod.netBanking)}`, ['cancellation']],
  ['UPI refunds 1-2 days', `UPI | ${d(REFUNDS.byMethod.upi)}`, ['cancellation']],
  ['wallet refunds 1-3 days', `Wallet | ${d(REFUNDS.byMethod.wallet)}`, ['cancellation']],
  ['two more delivery attempts', 'two more attempts', ['shipping', 'faq']],
  ['EMI above ₹2,000', `above ${inr(PAYMENT.emiAbove)}`, ['faq', 'terms']],
  ['confirmation within 30 minutes', `within ${SHIPPING.confirmationMinutes} minutes`, ['shipping', 'faq', 'terms']],
  ['preparation within 24 hours', `within ${SHIPPING.preparationHours} hours`, ['shipping', 'faq', 'terms']],
  ['COD from ₹199', inr(PAYMENT.cod.minSubtotal), ['faq', 'terms']],
  ['COD charge ₹50 below ₹299', `${inr(PAYMENT.cod.charge)} charge on orders below ${inr(PAYMENT.cod.chargeBelow)}`, ['terms']],
  ['GST at the rate beside the price', 'at the rate shown beside each product’s price', ['faq', 'terms']],
  ['COD extra processing 1-2 days', d(PAYMENT.cod.extraProcessingDays), ['shipping', 'faq']],
];

describe('every policy figure is stated, from the shared constants', () => {
  it('promises only what checkout does: no shipping fee, no express delivery', () => {
    for (const page of ['shipping', 'faq', 'cancellation', 'terms'] as const) expect(text[page]).not.toMatch(/express|₹99 shipping|standard shipping costs/i);
  });


  it.each(FIGURES.flatMap(([name, expected, pages]) => pages.map((page) => [name, page, expected] as const)))(
    '%s: %s says %j',
    (_, page, expected) => {
      expect(text[page].replace(/\n/g, ' ')).toContain(expected);
    },
  );

  it('the same figure changed in config/constants.ts changes on the page', async () => {
    await jest.isolateModulesAsync(async () => {
      const actual = jest.requireActual<typeof import('../../../config/constants')>('../../../config/constants');
      jest.doMock('../../../config/constants', () => ({
        ...actual,
        SHIPPING: { ...actual.SHIPPING, metroDays: { min: 8, max: 9 } },
        RETURNS: { ...actual.RETURNS, windowDays: 45 },
      }));
      const { shippingPolicy: changed } = await import('./shipping-policy');
      const { faqCategories: changedFaq } = await import('./faq');
      const shipping = documentText(changed);
      expect(shipping).toContain('8–9 days');
      expect(shipping).not.toContain(d(SHIPPING.metroDays));
      expect(changedFaq.flatMap((c) => c.entries).map(faqEntryText).join(' ')).toContain('within 45 days of delivery');
    });
  });
});

/** Numbers and digits written straight into a data file's source (identifiers such as tier2Days are fine). */
function digitLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isNumericLiteral(node) || ts.isBigIntLiteral(node)) found.push(node.getText());
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) && /\d/.test(node.text)) found.push(node.getText());
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe('the content files carry no figures of their own', () => {
  const files = readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('finds the data files', () => {
    expect(files).toEqual(expect.arrayContaining(['faq.ts', 'shipping-policy.ts', 'terms-conditions.ts', 'about.ts']));
  });

  it.each(files)('%s has no digit literals (every number comes from config/)', (file) => {
    expect(digitLiterals(join(__dirname, file))).toEqual([]);
  });

  it('the scan itself catches a hard-coded figure', () => {
    const tmp = join(require('node:os').tmpdir(), `digits-${process.pid}.ts`);
    require('node:fs').writeFileSync(tmp, "import { a } from './x';\nconst t = `Free above ₹999 ${a}`;\nconst n = 30;\nconst ok = a.tier2Days;\n");
    expect(digitLiterals(tmp)).toEqual(['`Free above ₹999 ${', '30']);
  });
});

const DOCS: [string, ContentDocument][] = [
  ['shipping', shippingPolicy], ['returns', returnsExchanges], ['cancellation', cancellationRefund], ['privacy', privacyPolicy], ['terms', termsConditions],
];
const allBlocks = (doc: ContentDocument): Block[] => doc.sections.flatMap((s) => [...s.blocks, ...(s.subsections ?? []).flatMap((x) => x.blocks)]);
const ROUTES = new Set<string>(Object.values(paths));

describe('the documents are well formed', () => {
  it('the FAQ has 24 questions in the 6 named categories, with unique ids', () => {
    expect(faqCategories.map((c) => c.title)).toEqual(['General', 'Orders & Payment', 'Shipping & Delivery', 'Returns & Exchanges', 'Account & Profile', 'Product Information']);
    const entries = faqCategories.flatMap((c) => c.entries);
    expect(entries).toHaveLength(24);
    expect(new Set(entries.map((e) => e.id)).size).toBe(24);
    expect(new Set(faqCategories.map((c) => c.id)).size).toBe(6);
  });

  it('the FAQ says sign-in is by email and password, never OTP', () => {
    const signIn = faqCategories.flatMap((c) => c.entries).find((e) => e.id === 'sign-in')!;
    expect(blocksText(signIn.answer)).toMatch(/email address and your password/);
    expect(faqText).not.toMatch(/\bOTP\b/i);
  });

  it('terms have 15 sections; the privacy policy was last updated January 15, 2025', () => {
    expect(termsConditions.sections).toHaveLength(15);
    expect(termsConditions.numbered).toBe(true);
    expect(privacyPolicy.lastUpdated).toBe('2025-01-15');
  });

  it.each(DOCS)('%s: section anchors are unique', (_, doc) => {
    const ids = doc.sections.map((s) => slugify(s.title));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every link in the texts goes to a route of the shop, an email or a phone number', () => {
    const sources = [...DOCS.flatMap(([, doc]) => allBlocks(doc)), ...faqCategories.flatMap((c) => c.entries.flatMap((e) => e.answer))];
    const hrefs = sources.flatMap((b) => (b.kind === 'list' ? b.items : b.kind === 'table' ? b.rows.flat() : [b.text])).flatMap((t) => parseInline(t)).flatMap((p) => (p.kind === 'link' ? [p.href] : []));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(ROUTES.has(href) || /^(mailto|tel):/.test(href)).toBe(true);
  });

  it('the contact page’s short FAQ is the FAQ’s own text', () => {
    expect(quickAnswers).toHaveLength(4);
    expect(quickAnswers.every((q) => faqCategories.some((c) => c.entries.includes(q)))).toBe(true);
  });

  it('the about page has mission, values, story, figures and a team', () => {
    expect(about.mission.paragraphs.length).toBeGreaterThan(0);
    expect(about.values.items).toHaveLength(4);
    expect(about.story.paragraphs.length).toBeGreaterThan(1);
    expect(about.figures.items).toHaveLength(4);
    expect(about.team.members).toHaveLength(4);
  });
});

describe('the pages the texts are for (index.ts)', () => {
  it('each entry is named by its page’s path, and is plain data that survives JSON (the build writes it as JSON)', () => {
    for (const [slug, texts] of Object.entries(CONTENT)) {
      expect(ROUTES.has(`/${slug}`)).toBe(true);
      expect(JSON.parse(JSON.stringify(texts))).toEqual(texts);
    }
  });

  it('the policy pages are the five the pages link between, each with sections', () => {
    const policies = (Object.keys(CONTENT) as ContentSlug[]).filter(isPolicy).map((slug) => `/${slug}`);
    expect(policies.sort()).toEqual(POLICY_LINKS.map((l) => l.path).sort());
  });
});
