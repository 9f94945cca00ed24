import type { MetaDescriptor } from 'react-router';
import type { CityCopy } from '@rentspace/core/cities/catalog';

/** schema.org Place data of a city or location page (docs/product/search-and-cities.md#search-engines). */
export function placeJsonLd(input: {
  city: CityCopy;
  name: string;
  description: string;
  url?: string;
  image?: string;
}): MetaDescriptor {
  const { city } = input;
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: input.name,
      description: input.description,
      ...(input.url ? { url: input.url } : {}),
      ...(input.image ? { image: input.image } : {}),
      address: {
        '@type': 'PostalAddress',
        addressLocality: city.name,
        ...(city.state ? { addressRegion: city.state } : {}),
        addressCountry: city.country,
      },
      containsPlace: city.popularAreas.map((area) => ({
        '@type': 'Place',
        name: area.name,
        description: area.description,
      })),
    },
  };
}
