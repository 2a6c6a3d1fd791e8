import { escapeHtml } from '../common/html.js';

/** A message as templates make it: the subject, the plain text and the simple HTML of one content. */
export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

/** A piece of a message: a paragraph, a button-like link, or a table of label/value rows. Text is escaped where it is put into HTML. */
export type Block =
  | { p: string }
  | { link: string; label: string }
  | { rows: [label: string, value: string][] };

const BRAND = '#9c4725';
const INK = '#1c1917';
const MUTED = '#57534e';
const IVORY = '#faf7f2';

/**
 * The shop's messages: a greeting, blocks, a sign-off. The HTML is one narrow column on ivory
 * with the brand's rust for links, inline styles only (mail programs drop style sheets); the
 * text is the same words, a link written out on its own line.
 */
export function render(subject: string, greetingName: string, blocks: Block[]): Rendered {
  const greeting = `Hello ${greetingName},`;
  const textBlocks = blocks.map((b) => {
    if ('p' in b) return b.p;
    if ('link' in b) return `${b.label}: ${b.link}`;
    return b.rows.map(([l, v]) => `${l}: ${v}`).join('\n');
  });
  const text = [greeting, ...textBlocks, 'Thank you for shopping with SQU.\nSQU Fashion'].join('\n\n') + '\n';

  const htmlBlocks = blocks.map((b) => {
    if ('p' in b) return `<p style="margin:0 0 16px">${escapeHtml(b.p)}</p>`;
    if ('link' in b) {
      return `<p style="margin:0 0 20px"><a href="${escapeHtml(b.link)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600">${escapeHtml(b.label)}</a></p>`;
    }
    const rows = b.rows
      .map(([l, v]) => `<tr><td style="padding:6px 12px 6px 0;color:${MUTED};vertical-align:top">${escapeHtml(l)}</td><td style="padding:6px 0;text-align:right;vertical-align:top">${escapeHtml(v)}</td></tr>`)
      .join('');
    return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px">${rows}</table>`;
  });
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${IVORY};font-family:Helvetica,Arial,sans-serif;color:${INK};line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 24px;font-size:22px;font-weight:700;letter-spacing:0.08em;color:${BRAND}">SQU</p>
<div style="background:#ffffff;border:1px solid #e7e5e4;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${htmlBlocks.join('\n')}
<p style="margin:24px 0 0;color:${MUTED}">Thank you for shopping with SQU.<br>SQU Fashion</p>
</div>
</div>
</body></html>
`;
  return { subject, text, html };
}
