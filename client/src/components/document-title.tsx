/** React 19 hoists <title> into <head>; each page names itself once. */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | SQU` : 'SQU | Fashion & Lifestyle'}</title>;
}
