import { describe, expect, it } from 'vitest';
import { FIXED_PUBLIC_PATHS, PUBLIC_PAGES, publicPage, publicPath } from './public-pages.ts';

describe('the public pages', () => {
  it('have one route id and one path each', () => {
    const routes = PUBLIC_PAGES.map((page) => page.route);
    const paths = PUBLIC_PAGES.map((page) => page.path);
    expect(new Set(routes).size).toBe(routes.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('are the home page, explore, a listing, the city and location pages and the content pages', () => {
    expect(publicPage('routes/home')).toEqual({
      route: 'routes/home',
      file: 'routes/home.tsx',
      path: '/',
      index: true,
    });
    expect(publicPage('routes/pages/covid19')).toEqual({
      route: 'routes/pages/covid19',
      file: 'routes/pages/covid19.tsx',
      path: '/covid19',
    });
    expect(publicPage('routes/dashboard')).toBeUndefined();
    expect(PUBLIC_PAGES).toHaveLength(19);
  });

  it('give the sitemap the pages without parameters, home first', () => {
    expect(FIXED_PUBLIC_PATHS).toEqual([
      '/',
      '/explore',
      '/about',
      '/contact',
      '/careers',
      '/press',
      '/blog',
      '/help',
      '/safety',
      '/cancellation',
      '/covid19',
      '/privacy',
      '/terms',
      '/sitemap',
      '/cookies',
    ]);
  });
});

describe('publicPath', () => {
  it('is the path of a page without parameters', () => {
    expect(publicPath('routes/explore')).toBe('/explore');
    expect(publicPath('routes/pages/terms')).toBe('/terms');
  });

  it('fills in the parameters as given', () => {
    expect(publicPath('routes/space', { id: 'abc-123' })).toBe('/space/abc-123');
    expect(publicPath('routes/location', { city: 'tokyo', type: 'photo-studio' })).toBe(
      '/tokyo/photo-studio',
    );
    expect(publicPath('routes/cities-city', { city: 'paris' })).toBe('/cities/paris');
  });

  it('refuses a page whose parameter is missing', () => {
    expect(() => publicPath('routes/location', { city: 'tokyo' })).toThrow(
      'The path of routes/location needs :type',
    );
  });
});
