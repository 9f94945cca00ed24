import type { MetaDescriptor } from 'react-router';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/blog';
import { Button } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import {
  BLOG_CATEGORIES,
  BLOG_POSTS,
  visiblePosts,
  type BlogCategory,
  StaticPage,
  staticMeta,
} from '~/features/static-pages';

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return staticMeta({
    title: 'Rentspace Blog',
    description:
      'Hosting tips, renter guides, city guides and company news from the Rentspace team.',
    route: 'routes/pages/blog',
    matches,
  });
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function Blog() {
  const [params] = useSearchParams();
  const wanted = params.get('category');
  const category = (BLOG_CATEGORIES as readonly string[]).includes(wanted ?? '')
    ? (wanted as BlogCategory)
    : null;
  // Load More presses, per category: choosing another category starts again at six posts.
  const [pages, setPages] = useState({ category, count: 0 });
  const count = pages.category === category ? pages.count : 0;
  const { shown, more } = visiblePosts(BLOG_POSTS, category, count);

  const chip = (active: boolean) =>
    cx(
      'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium',
      active ? 'border-brand-600 bg-brand-600 text-white' : 'border-line hover:bg-surface',
    );

  return (
    <StaticPage
      title="Rentspace Blog"
      lead="Hosting tips, renter guides, city guides and news from the team."
    >
      <nav aria-label="Blog categories" className="flex flex-wrap gap-2">
        <Link
          to="/blog"
          preventScrollReset
          className={chip(category === null)}
          aria-current={category === null ? 'page' : undefined}
        >
          All posts
        </Link>
        {BLOG_CATEGORIES.map((name) => (
          <Link
            key={name}
            to={`/blog?category=${encodeURIComponent(name)}`}
            preventScrollReset
            className={chip(category === name)}
            aria-current={category === name ? 'page' : undefined}
          >
            {name}
          </Link>
        ))}
      </nav>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Posts">
        {shown.map((post) => (
          <li key={post.slug}>
            <article
              className="flex h-full flex-col rounded-[var(--radius-card)] border border-line p-5"
              aria-labelledby={`post-${post.slug}`}
            >
              <p className="text-sm text-subtle">
                <span className="font-medium text-brand-700">{post.category}</span> ·{' '}
                <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time> ·{' '}
                {post.minutes} min read
              </p>
              <h2 id={`post-${post.slug}`} className="mt-2 text-lg font-semibold">
                {post.title}
              </h2>
              <p className="mt-2 text-muted">{post.excerpt}</p>
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-medium text-brand-700">
                  Read the post
                </summary>
                <div className="mt-3 space-y-3 text-sm leading-relaxed">
                  {post.body.map((paragraph) => (
                    <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                  ))}
                </div>
              </details>
            </article>
          </li>
        ))}
      </ul>
      {more && (
        <div className="mt-10 flex justify-center">
          <Button variant="secondary" onClick={() => setPages({ category, count: count + 1 })}>
            Load More
          </Button>
        </div>
      )}
    </StaticPage>
  );
}
