import type { Block } from '../types';

/** Short builders that keep the data files readable. */
export const p = (text: string): Block => ({ kind: 'paragraph', text });
export const list = (...items: string[]): Block => ({ kind: 'list', items });
export const steps = (...items: string[]): Block => ({ kind: 'list', items, ordered: true });
export const note = (text: string): Block => ({ kind: 'callout', text });
export const table = (caption: string, columns: string[], rows: string[][]): Block => ({ kind: 'table', caption, columns, rows });
