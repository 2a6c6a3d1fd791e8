import { Link } from '@chakra-ui/react/link';
import { Fragment } from 'react';
import { AppLink } from '../../../../components/app-link';
import { parseInline } from '../../lib/inline';

const linkStyle = { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px', fontWeight: 'medium' } as const;

/** Inline text with its **bold** and [links]: paths stay in the app, mail and phone links leave it. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, i) => {
        if (part.kind === 'strong') return <strong key={i}>{part.text}</strong>;
        if (part.kind === 'link') {
          return part.href.startsWith('/') ? (
            <AppLink key={i} to={part.href} {...linkStyle}>{part.text}</AppLink>
          ) : (
            <Link key={i} href={part.href} {...linkStyle}>{part.text}</Link>
          );
        }
        return <Fragment key={i}>{part.text}</Fragment>;
      })}
    </>
  );
}
