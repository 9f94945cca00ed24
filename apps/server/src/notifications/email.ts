import { createElement as h, Fragment } from 'react';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render, toPlainText } from '@react-email/render';
import type { NotificationContent } from './content.ts';

// The product's colours (apps/web/app/app.css): brand teal, ink, muted text and lines.
const colors = { brand: '#0f7267', ink: '#1c1917', muted: '#57534e', line: '#e7e5e4' };
const font = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/** The one e-mail layout every notification is rendered with (React Email components). */
function NotificationEmail({
  content,
  siteUrl,
}: {
  content: NotificationContent;
  siteUrl: string;
}) {
  const { email } = content;
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, email.intro),
    h(
      Body,
      { style: { backgroundColor: '#fafaf9', fontFamily: font, color: colors.ink } },
      h(
        Container,
        {
          style: {
            backgroundColor: '#ffffff',
            border: `1px solid ${colors.line}`,
            borderRadius: 12,
            margin: '24px auto',
            padding: '24px 32px',
            maxWidth: 560,
          },
        },
        h(
          Text,
          { style: { color: colors.brand, fontSize: 20, fontWeight: 700, margin: 0 } },
          'Rentspace',
        ),
        h(Heading, { as: 'h1', style: { fontSize: 22, margin: '16px 0 8px' } }, content.title),
        h(Text, { style: { fontSize: 16, lineHeight: '24px' } }, email.intro),
        ...email.blocks.map((lines, index) =>
          h(
            Text,
            { key: index, style: { fontSize: 15, lineHeight: '22px', margin: '12px 0' } },
            ...lines.map((line, at) => h(Fragment, { key: at }, at > 0 ? h('br') : null, line)),
          ),
        ),
        h(
          Section,
          { style: { margin: '24px 0' } },
          h(
            Button,
            {
              href: `${siteUrl}${email.action.path}`,
              style: {
                backgroundColor: colors.brand,
                borderRadius: 999,
                color: '#ffffff',
                fontSize: 15,
                fontWeight: 600,
                padding: '12px 20px',
              },
            },
            email.action.label,
          ),
        ),
        h(Hr, { style: { borderColor: colors.line } }),
        h(
          Text,
          { style: { color: colors.muted, fontSize: 13 } },
          'You can choose which e-mails Rentspace sends you on ',
          h(Link, { href: `${siteUrl}/profile`, style: { color: colors.brand } }, 'your profile'),
          '.',
        ),
      ),
    ),
  );
}

export interface RenderedEmail {
  html: string;
  text: string;
}

/**
 * Renders a notification's e-mail: the HTML part, and the plain-text part from that same HTML
 * (no line wrapping, so that a line of the receipt stays one line; headings keep their case).
 */
export async function renderEmail(
  content: NotificationContent,
  siteUrl: string,
): Promise<RenderedEmail> {
  const html = await render(h(NotificationEmail, { content, siteUrl }));
  const text = toPlainText(html, {
    wordwrap: false,
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'a', options: { linkBrackets: ['(', ')'] } },
    ],
  });
  return { html, text };
}
