import { COMPANY } from '../../../config/company';
import { faqCategories } from './faq';

export const contactPage = {
  eyebrow: 'Customer Care',
  title: 'Contact Us',
  summary: `A question about an order, a size, or something you’d love to see us make? Our team in ${COMPANY.city} reads every message and replies within a working day.`,
  formTitle: 'Send Us a Message',
  formIntro: 'Fields marked with an asterisk are required. Add your order number if your message is about an order.',
  quickAnswersTitle: 'Quick Answers',
};

/** The contact page's short FAQ: a few of the FAQ's own questions, so the two never differ. */
const QUICK_ANSWER_IDS = ['shipping-cost', 'track-order', 'return-policy', 'refund-time'];

export const quickAnswers = QUICK_ANSWER_IDS.map((id) => {
  const entry = faqCategories.flatMap((c) => c.entries).find((e) => e.id === id);
  if (!entry) throw new Error(`FAQ entry ${id} is missing`);
  return entry;
});
