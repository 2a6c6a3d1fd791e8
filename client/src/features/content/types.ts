/**
 * The shape of the help and policy texts. Pages render these; the texts themselves are data
 * (data/*.ts). Inline text may carry **bold** and [links](/path) — see lib/inline.ts.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'table'; caption: string; columns: string[]; rows: string[][] }
  | { kind: 'callout'; text: string };

export interface Subsection {
  title: string;
  blocks: Block[];
}

export interface Section {
  title: string;
  blocks: Block[];
  subsections?: Subsection[];
}

export interface Highlight {
  value: string;
  label: string;
}

export interface ContentDocument {
  title: string;
  eyebrow: string;
  summary: string;
  /** ISO date, shown as 'Last updated January 15, 2025'. */
  lastUpdated?: string;
  /** A few key figures shown at the top, 'at a glance'. */
  highlights?: Highlight[];
  /** Numbered headings ('1. Acceptance of Terms'), as legal texts are. */
  numbered?: boolean;
  sections: Section[];
}

export interface FaqEntry {
  id: string;
  question: string;
  answer: Block[];
}

export interface FaqCategory {
  id: string;
  title: string;
  entries: FaqEntry[];
}

export type ValueIcon = 'leaf' | 'ruler' | 'handshake' | 'tag';

export interface AboutContent {
  eyebrow: string;
  title: string;
  summary: string;
  mission: { eyebrow: string; title: string; statement: string; paragraphs: string[] };
  values: { eyebrow: string; title: string; items: { icon: ValueIcon; title: string; text: string }[] };
  story: { eyebrow: string; title: string; paragraphs: string[] };
  figures: { title: string; items: Highlight[] };
  team: { eyebrow: string; title: string; members: { name: string; role: string; bio: string }[] };
  cta: { title: string; text: string; button: string };
}

export interface PolicyLink {
  path: string;
  title: string;
  blurb: string;
}
