import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { findCity } from '@rentspace/core/cities/catalog';
import { PUBLIC_PAGES } from '@rentspace/core/public-pages';

type Meta = (args: Record<string, unknown>) => MetaDescriptor[];
const modules = import.meta.glob<{ meta: Meta }>(['./*.tsx', './pages/*.tsx']);
const SITE = 'https://rentspace.test';
const matches = [{ id: 'root', data: { siteUrl: SITE } }];

async function metaOf(file: string): Promise<Meta> {
  const load = modules[`./${file.slice('routes/'.length)}`];
  if (!load) throw new Error(`no route module ${file}`);
  return (await load()).meta;
}

const canonical = (tags: MetaDescriptor[]) =>
  tags.find((tag) => 'rel' in tag && tag.rel === 'canonical');

describe('the canonical link of a public page', () => {
  for (const page of PUBLIC_PAGES.filter((candidate) => !candidate.path.includes(':'))) {
    it(`is ${page.path} on ${page.route}`, async () => {
      const meta = await metaOf(page.file);
      expect(canonical(meta({ matches, params: {}, data: undefined }))).toEqual({
        tagName: 'link',
        rel: 'canonical',
        href: `${SITE}${page.path}`,
      });
    });
  }

  it('is /space/{id} on a listing', async () => {
    const meta = await metaOf('routes/space.tsx');
    const space = {
      title: 'Sunny studio',
      location: 'Shibuya, Tokyo',
      description: 'A bright room.',
      images: [],
    };
    const tags = meta({ matches, params: { id: 'abc' }, data: { space, reviews: [] } });
    expect(canonical(tags)).toMatchObject({ href: `${SITE}/space/abc` });
  });

  it('is /{city} on both paths of a city', async () => {
    const meta = await metaOf('routes/city.tsx');
    const tags = meta({ matches, params: { city: 'tokyo' }, data: { city: findCity('tokyo') } });
    expect(canonical(tags)).toMatchObject({ href: `${SITE}/tokyo` });
  });

  it('is /{city}/{type} on a location, the type written with dashes', async () => {
    const meta = await metaOf('routes/location.tsx');
    const data = {
      city: findCity('tokyo'),
      type: { name: 'photo studio', label: 'Photo Studio' },
      title: 'Photo Studio Rentals in Tokyo',
    };
    const tags = meta({ matches, params: {}, data });
    expect(canonical(tags)).toMatchObject({ href: `${SITE}/tokyo/photo-studio` });
  });
});
