import type { FaqCategory } from '../types';
import { p } from './blocks';
import { countEntries, searchFaq } from './faq-search';

const categories: FaqCategory[] = [
  {
    id: 'orders', title: 'Orders & Payment', entries: [
      { id: 'cod', question: 'Is Cash on Delivery available?', answer: [p('Yes, on orders of ₹199 and above.')] },
      { id: 'emi', question: 'Can I pay in EMIs?', answer: [p('Yes, with eligible **credit cards**.')] },
    ],
  },
  {
    id: 'returns', title: 'Returns & Exchanges', entries: [
      { id: 'refund', question: 'When will I get my refund?', answer: [p('We process refunds within 5–7 business days. See [the policy](/cancellation-refund).')] },
    ],
  },
];

const ids = (result: FaqCategory[]) => result.flatMap((c) => c.entries.map((e) => e.id));

describe('searchFaq', () => {
  it('a blank query (the cleared search) shows every question', () => {
    expect(ids(searchFaq(categories, ''))).toEqual(['cod', 'emi', 'refund']);
    expect(ids(searchFaq(categories, '   '))).toEqual(['cod', 'emi', 'refund']);
  });

  it('matches question text whatever the case', () => {
    expect(ids(searchFaq(categories, 'cash on delivery'))).toEqual(['cod']);
    expect(ids(searchFaq(categories, 'CASH ON DELIVERY'))).toEqual(['cod']);
    expect(ids(searchFaq(categories, 'eMi'))).toEqual(['emi']);
  });

  it('matches answer text too, markup removed', () => {
    expect(ids(searchFaq(categories, 'credit cards'))).toEqual(['emi']);
    expect(ids(searchFaq(categories, 'THE POLICY'))).toEqual(['refund']);
    expect(ids(searchFaq(categories, '**'))).toEqual([]);
  });

  it('treats a typed hyphen like the text’s dash, and extra spaces as one', () => {
    expect(ids(searchFaq(categories, '5-7 business'))).toEqual(['refund']);
    expect(ids(searchFaq(categories, '  process   refunds '))).toEqual(['refund']);
  });

  it('drops categories left without questions', () => {
    const result = searchFaq(categories, 'refund');
    expect(result.map((c) => c.title)).toEqual(['Returns & Exchanges']);
    expect(countEntries(result)).toBe(1);
  });

  it('finds nothing for a query nothing contains', () => {
    expect(searchFaq(categories, 'gift wrapping')).toEqual([]);
    expect(countEntries(searchFaq(categories, 'gift wrapping'))).toBe(0);
  });
});
