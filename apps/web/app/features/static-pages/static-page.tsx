import type { ReactNode } from 'react';
import type { MetaDescriptor } from 'react-router';
import { publicPath, type PublicRoute } from '@rentspace/core/public-pages';
import { pageMeta, siteUrlOf } from '~/lib/seo';

/**
 * Title, description, canonical link and social tags of a static page; the canonical path is the
 * page's own in the list of public pages.
 */
export function staticMeta(input: {
  title: string;
  description: string;
  route: PublicRoute;
  matches: readonly unknown[];
}): MetaDescriptor[] {
  return pageMeta({
    title: input.title,
    description: input.description,
    siteUrl: siteUrlOf(input.matches),
    path: publicPath(input.route),
  });
}

/** A static page: a calm header band with the title and a lead paragraph, then the content. */
export function StaticPage({
  title,
  lead,
  updated,
  children,
}: {
  title: string;
  lead: ReactNode;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <>
      <header className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-12 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{lead}</p>
          {updated && <p className="mt-3 text-sm text-subtle">Last updated {updated}</p>}
        </div>
      </header>
      <div className="container-page py-10 sm:py-14">{children}</div>
    </>
  );
}

/** A titled block of running text with readable line length. */
export function ProseSection({
  title,
  children,
  id,
}: {
  title: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section id={id} className="max-w-3xl scroll-mt-24 py-4">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-ink [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
        {children}
      </div>
    </section>
  );
}

/** A grid of short cards (claims, values, facts). */
export function CardGrid({ items }: { items: { title: string; text: ReactNode }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.title}
          className="rounded-[var(--radius-card)] border border-line bg-white p-5"
        >
          <h3 className="font-semibold">{item.title}</h3>
          <p className="mt-1 text-sm text-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
