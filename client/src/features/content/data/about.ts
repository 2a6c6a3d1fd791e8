import { PRODUCT_RATING } from '../../../config/constants';
import { COMPANY, COMPANY_FIGURES } from '../../../config/company';
import { figure } from '../../../lib/figures';
import type { AboutContent } from '../types';

export const about: AboutContent = {
  eyebrow: 'About SQU',
  title: 'Everyday clothes, made with care in India',
  summary: `We are a ${COMPANY.city} label making the clothes, shoes and small comforts you reach for every day: honest fabrics, thoughtful fits and fair prices, delivered to your door anywhere in India.`,
  mission: {
    eyebrow: 'Why we exist',
    title: 'Our Mission',
    statement: 'To make good design an everyday thing in India, not a special-occasion one.',
    paragraphs: [
      'Too often, a well-made kurta or a pair of jeans that truly fits costs a month’s savings, while cheaper clothes fade after a few washes. We started SQU to close that gap.',
      'We design everything in-house, choose breathable fabrics that suit our weather, and work directly with the people who make our pieces. Skipping the middlemen lets us spend on what you can feel, and keep prices honest.',
    ],
  },
  values: {
    eyebrow: 'Our values',
    title: 'What We Stand For',
    items: [
      {
        icon: 'leaf',
        title: 'Fabrics That Last',
        text: 'Combed cottons, linen blends, handloom and honest denim, chosen to feel better with every wash rather than wear out.',
      },
      {
        icon: 'ruler',
        title: 'Fits for Real Bodies',
        text: 'Our patterns are cut and tried on people of every shape, across the sizes we sell, before a single piece goes on sale.',
      },
      {
        icon: 'handshake',
        title: 'Makers We Know',
        text: 'From block printers in Jaipur to knitting units in Tiruppur, we visit every partner and pay them fairly and on time.',
      },
      {
        icon: 'tag',
        title: 'Prices Without Games',
        text: 'No inflated price tags waiting for a fake discount. What you see is a fair price, and our sales are real.',
      },
    ],
  },
  story: {
    eyebrow: 'Since the beginning',
    title: 'Our Story',
    paragraphs: [
      `SQU began in ${COMPANY.foundedYear} in a small flat in Indiranagar, ${COMPANY.city}, with two friends, a borrowed sewing machine and one question: why is it so hard to find everyday clothes that look good, feel good and last?`,
      'Our first collection was a run of handloom cotton shirts, sold to friends and friends of friends. They came back for more, and asked for kurtas, then jeans, then shoes. Today we design across women’s and men’s clothing, footwear, bags, accessories and home, and still wear-test every piece ourselves.',
      'The team is bigger now and the sewing machine has retired, but the question is the same, and we still read every message our customers send. They are the reason we get to keep going.',
    ],
  },
  figures: {
    title: 'SQU in Numbers',
    items: [
      { value: `${figure(COMPANY_FIGURES.customers)}+`, label: 'happy customers across India' },
      { value: `${figure(COMPANY_FIGURES.pinCodes)}+`, label: 'pin codes we deliver to' },
      { value: `${figure(COMPANY_FIGURES.makerPartners)}+`, label: 'artisans and maker partners' },
      { value: String(PRODUCT_RATING), label: 'average rating, out of five stars' },
    ],
  },
  team: {
    eyebrow: 'Our team',
    title: 'The People Behind SQU',
    members: [
      {
        name: 'Ananya Rao',
        role: 'Co-founder & Creative Director',
        bio: 'Trained in textile design, Ananya leads every collection, from the first sketch to the final fitting.',
      },
      {
        name: 'Karthik Menon',
        role: 'Co-founder & CEO',
        bio: 'Karthik spent years building consumer apps before deciding to build something people could wear.',
      },
      {
        name: 'Meera Iyer',
        role: 'Head of Sourcing',
        bio: 'Meera knows every mill and workshop we work with, and spends a week of every month visiting them.',
      },
      {
        name: 'Arjun Shetty',
        role: 'Head of Customer Care',
        bio: 'Arjun and his team answer every call, email and message, and turn your feedback into better products.',
      },
    ],
  },
  cta: {
    title: 'Come and see what we make',
    text: 'New pieces land every week, and every one of them has been worn, washed and loved by our team first.',
    button: 'Shop the Collection',
  },
};
