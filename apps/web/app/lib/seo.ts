import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'Rentspace';

/** The public origin the root loader hands down (for canonical links and social tags). */
export function siteUrlOf(matches: readonly unknown[]): string | undefined {
  const root = matches[0] as { data?: { siteUrl?: string } } | undefined;
  return root?.data?.siteUrl;
}

/** Title, description, canonical link, Open Graph and Twitter tags for a public page. */
export function pageMeta(input: {
  title: string;
  description: string;
  siteUrl?: string;
  path?: string;
  image?: string;
}): MetaDescriptor[] {
  const title = input.title.includes(SITE_NAME) ? input.title : `${input.title} | ${SITE_NAME}`;
  const url =
    input.siteUrl && input.path !== undefined ? `${input.siteUrl}${input.path}` : undefined;
  const image =
    input.image && input.siteUrl && input.image.startsWith('/')
      ? `${input.siteUrl}${input.image}`
      : input.image;
  return [
    { title },
    { name: 'description', content: input.description },
    ...(url ? [{ tagName: 'link', rel: 'canonical', href: url } as MetaDescriptor] : []),
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
}
