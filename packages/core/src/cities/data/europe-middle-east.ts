import { defineCity, type CityCopy } from '../types.ts';

/**
 * Location pages in Europe and the Middle East (docs/product/search-and-cities.md#city-pages, the
 * location slugs).
 */
export const EUROPE_MIDDLE_EAST_CITIES: CityCopy[] = [
  defineCity({
    slug: 'london',
    name: 'London',
    country: 'United Kingdom',
    timeZone: 'Europe/London',
    currency: 'GBP',
    metaDescription: 'Hire photo studios, meeting rooms and event spaces in London by the hour. Hosts in Shoreditch, Hackney Wick and King’s Cross.',
    metaKeywords: 'London studio hire, Shoreditch event space, London meeting room by the hour, Hackney Wick warehouse',
    description: 'Victorian warehouses, canal-side studios and townhouse boardrooms. London hosts make it easy to find the right room, whatever the weather.',
    features: [
      ['Warehouse Studios', 'Daylight studios in converted East End warehouses.'],
      ['Canal Side', 'Venues along Regent’s Canal and the River Lea.'],
      ['Well Connected', 'Close to the Tube and Overground for easy arrivals.'],
      ['Rain Plans', 'Covered terraces and cosy indoor rooms all year round.'],
    ],
    areas: [
      ['Shoreditch', 'Creative agencies, galleries and loft studios.'],
      ['Hackney Wick', 'Artist warehouses and canal-side venues.'],
      ['King’s Cross', 'Restored Victorian buildings around Granary Square.'],
    ],
  }),
  defineCity({
    slug: 'paris',
    name: 'Paris',
    country: 'France',
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    metaDescription: 'Louez des studios, salles de réunion et lieux d’événements à Paris. Book by the hour in Le Marais, Canal Saint-Martin and Montmartre.',
    metaKeywords: 'Paris studio rental, location salle Paris, Le Marais event space, Paris photo studio',
    description: 'Haussmann apartments with herringbone floors, courtyard ateliers and views over the rooftops. Paris hosts offer rooms with style for shoots, meetings and dinners.',
    features: [
      ['Haussmann Light', 'Tall windows, mouldings and herringbone floors.'],
      ['Hidden Courtyards', 'Ateliers tucked behind carriage doors.'],
      ['Fashion Week Ready', 'Showrooms and studios for presentations and fittings.'],
      ['Metro Close', 'Most spaces within a few minutes of a Métro station.'],
    ],
    areas: [
      ['Le Marais', 'Galleries, showrooms and courtyard ateliers.'],
      ['Canal Saint-Martin', 'Iron footbridges, cafés and creative lofts.'],
      ['Montmartre', 'Painters’ studios on the hill with views over the city.'],
    ],
  }),
  defineCity({
    slug: 'berlin',
    name: 'Berlin',
    country: 'Germany',
    timeZone: 'Europe/Berlin',
    currency: 'EUR',
    metaDescription: 'Rent studios, event spaces and meeting rooms in Berlin by the hour. Hosts in Kreuzberg, Mitte and Friedrichshain.',
    metaKeywords: 'Berlin studio rental, Kreuzberg event space, Berlin meeting room, Friedrichshain loft',
    description: 'Courtyard lofts, former factories and a city that stays up late. Berlin hosts offer raw, generous spaces for shoots, workshops and parties.',
    features: [
      ['Raw Industrial Space', 'Concrete, steel and room to build a set.'],
      ['Hinterhof Studios', 'Quiet courtyard studios away from the street.'],
      ['Creative Community', 'Hosts who are artists, musicians and makers themselves.'],
      ['Late Nights', 'Venues that welcome events into the small hours.'],
    ],
    areas: [
      ['Kreuzberg', 'Canal-side studios, music rooms and courtyards.'],
      ['Mitte', 'Galleries, showrooms and meeting rooms in the centre.'],
      ['Friedrichshain', 'Former factories and event halls near the river.'],
    ],
  }),
  defineCity({
    slug: 'amsterdam',
    name: 'Amsterdam',
    country: 'Netherlands',
    timeZone: 'Europe/Amsterdam',
    currency: 'EUR',
    metaDescription: 'Rent canal-house rooms, studios and boats in Amsterdam by the hour. Hosts in the Jordaan, NDSM Wharf and De Pijp.',
    metaKeywords: 'Amsterdam meeting room, Amsterdam boat rental, Jordaan studio, NDSM event space',
    description: 'Gabled canal houses, shipyards turned studios and boats that go everywhere. Amsterdam hosts offer small, beautiful spaces and a few surprising big ones.',
    features: [
      ['Canal Houses', 'Historic rooms with beams and canal views.'],
      ['On the Water', 'Electric boats for tours and small gatherings.'],
      ['Shipyard Studios', 'Huge creative spaces at the old NDSM wharf.'],
      ['Bike Friendly', 'Bike parking at almost every space.'],
    ],
    areas: [
      ['Jordaan', 'Narrow canals, courtyards and intimate studios.'],
      ['NDSM Wharf', 'A former shipyard full of studios and festival space.'],
      ['De Pijp', 'Markets, cafés and lively event rooms.'],
    ],
  }),
  defineCity({
    slug: 'barcelona',
    name: 'Barcelona',
    country: 'Spain',
    timeZone: 'Europe/Madrid',
    currency: 'EUR',
    metaDescription: 'Rent studios, terraces and event spaces in Barcelona by the hour. Hosts in El Born, Gràcia and Poblenou.',
    metaKeywords: 'Barcelona studio rental, Barcelona terrace venue, Poblenou event space, Gràcia workshop',
    description: 'Modernista façades, sunny terraces and the sea at the end of the street. Barcelona hosts offer spaces for shoots, workshops and long dinners.',
    features: [
      ['Terraces', 'Rooftops and balconies for Mediterranean evenings.'],
      ['Modernista Rooms', 'Tiled floors, stained glass and curving balconies.'],
      ['Sea Close', 'Studios a short walk from the beach.'],
      ['Creative Poblenou', 'Former factories turned into design studios.'],
    ],
    areas: [
      ['El Born', 'Medieval streets, boutiques and stone-walled venues.'],
      ['Gràcia', 'Village squares, workshops and small studios.'],
      ['Poblenou', 'Industrial lofts and tech offices near the beach.'],
    ],
  }),
  defineCity({
    slug: 'dubai',
    name: 'Dubai',
    country: 'United Arab Emirates',
    timeZone: 'Asia/Dubai',
    currency: 'AED',
    metaDescription: 'Rent venues, studios, boats and desert experiences in Dubai. Book by the hour at Alserkal Avenue, Dubai Marina and Al Fahidi.',
    metaKeywords: 'Dubai event venue, Dubai studio rental, Dubai Marina yacht, Alserkal Avenue space',
    description: 'Glass towers, desert dunes and a marina full of yachts. Dubai hosts offer polished venues, creative warehouses and evenings on the water.',
    features: [
      ['Skyline Venues', 'Terraces and ballrooms with views of the tallest towers.'],
      ['Creative Warehouses', 'Gallery spaces in the Alserkal Avenue arts district.'],
      ['Yachts and Boats', 'Charters from the marina for sunset cruises.'],
      ['Desert Adventures', 'Dune drives and desert dinners with local guides.'],
    ],
    areas: [
      ['Alserkal Avenue', 'Warehouse galleries and studios in Al Quoz.'],
      ['Dubai Marina', 'Waterfront towers, yachts and rooftop venues.'],
      ['Al Fahidi', 'Wind towers and courtyard houses in the historic quarter.'],
    ],
  }),
];
