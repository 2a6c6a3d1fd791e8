import type { Block, ContentDocument, FaqEntry } from '../types';

/** One run of inline text: plain, **strong**, or a [link](href). */
export type InlinePart = { kind: 'text'; text: string } | { kind: 'strong'; text: string } | { kind: 'link'; text: string; href: string };

const MARKUP = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const m of source.matchAll(MARKUP)) {
    if (m.index > last) parts.push({ kind: 'text', text: source.slice(last, m.index) });
    if (m[1] !== undefined) parts.push({ kind: 'strong', text: m[1] });
    else parts.push({ kind: 'link', text: m[2], href: m[3] });
    last = m.index + m[0].length;
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) });
  return parts;
}

/** What a reader sees of inline text: the markup gone, link labels kept. */
export const plainText = (source: string): string => parseInline(source).map((p) => p.text).join('');

export function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
    case 'callout':
      return plainText(block.text);
    case 'list':
      return block.items.map(plainText).join('\n');
    case 'table':
      return [block.caption, block.columns.join(' | '), ...block.rows.map((r) => r.map(plainText).join(' | '))].join('\n');
  }
}

export const blocksText = (blocks: readonly Block[]): string => blocks.map(blockText).join('\n');

export const faqEntryText = (entry: FaqEntry): string => `${entry.question}\n${blocksText(entry.answer)}`;

/** A whole document as plain text (for the tests that check every figure is stated). */
export function documentText(doc: ContentDocument): string {
  const parts = [doc.title, doc.summary, ...(doc.highlights ?? []).map((h) => `${h.value} ${h.label}`)];
  for (const s of doc.sections) {
    parts.push(s.title, blocksText(s.blocks));
    for (const sub of s.subsections ?? []) parts.push(sub.title, blocksText(sub.blocks));
  }
  return parts.join('\n');
}

/** 'Shipping & Delivery' -> 'shipping-delivery': stable anchors for headings. */
export const slugify = (text: string): string =>
  text.toLowerCase().replace(/&/g, ' ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
