import { defineCity, type CityCopy } from '../types.ts';

/**
 * Location pages in the Americas outside the United States
 * (docs/product/search-and-cities.md#city-pages).
 */
export const AMERICAS_CITIES: CityCopy[] = [
  defineCity({
    slug: 'toronto',
    name: 'Toronto',
    country: 'Canada',
    timeZone: 'America/Toronto',
    currency: 'CAD',
    metaDescription: 'Rent studios, meeting rooms and event spaces in Toronto by the hour. Hosts on Queen West, in the Distillery District and Liberty Village.',
    metaKeywords: 'Toronto studio rental, Toronto event venue, Distillery District space, Liberty Village meeting room',
    description: 'Victorian brick, lakefront light and a film industry that never stops. Toronto hosts offer studios, boardrooms and venues for every season.',
    features: [
      ['Film-Friendly', 'Studios used to crews, carts and early call times.'],
      ['Heritage Brick', 'Victorian industrial buildings with character.'],
      ['Lake Views', 'Terraces and rooms looking over Lake Ontario.'],
      ['All-Season', 'Heated, accessible spaces through the winter.'],
    ],
    areas: [
      ['Queen West', 'Galleries, boutiques and loft studios.'],
      ['Distillery District', 'Cobbled lanes and Victorian industrial venues.'],
      ['Liberty Village', 'Converted factories full of tech offices and studios.'],
    ],
  }),
  defineCity({
    slug: 'mexico-city',
    name: 'Mexico City',
    country: 'Mexico',
    timeZone: 'America/Mexico_City',
    currency: 'USD',
    metaDescription: 'Rent studios, terraces and event spaces in Mexico City by the hour. Hosts in Roma Norte, Condesa and Coyoacán.',
    metaKeywords: 'Mexico City studio rental, Roma Norte event space, Condesa terrace, CDMX venue by the hour',
    description: 'Art deco streets, jacaranda trees and rooftop terraces. Mexico City hosts offer colourful studios, courtyard venues and kitchens full of flavour.',
    features: [
      ['Colourful Interiors', 'Rooms with tiles, plants and bold colour.'],
      ['Rooftop Terraces', 'Azoteas with views over the city and the volcanoes.'],
      ['Food Experiences', 'Cooking classes and market tours with local cooks.'],
      ['Courtyard Venues', 'Colonial houses built around quiet patios.'],
    ],
    areas: [
      ['Roma Norte', 'Art deco buildings, galleries and cafés.'],
      ['Condesa', 'Tree-lined avenues, parks and bright studios.'],
      ['Coyoacán', 'Colonial streets, plazas and artists’ houses.'],
    ],
  }),
  defineCity({
    slug: 'sao-paulo',
    name: 'São Paulo',
    country: 'Brazil',
    timeZone: 'America/Sao_Paulo',
    currency: 'USD',
    metaDescription: 'Rent studios, event spaces and meeting rooms in São Paulo by the hour. Hosts in Vila Madalena, Pinheiros and on Avenida Paulista.',
    metaKeywords: 'São Paulo studio rental, Vila Madalena event space, Pinheiros meeting room, Paulista venue',
    description: 'A sea of towers, graffiti-covered lanes and a serious food scene. São Paulo hosts offer studios, rooftops and boardrooms for a city that works hard and celebrates harder.',
    features: [
      ['Street Art Backdrops', 'Studios near Beco do Batman’s painted walls.'],
      ['Business Centre', 'Boardrooms along Avenida Paulista.'],
      ['Rooftop Views', 'Terraces above an endless skyline.'],
      ['Food Scene', 'Kitchens for classes and tasting dinners.'],
    ],
    areas: [
      ['Vila Madalena', 'Bohemian streets, murals and creative studios.'],
      ['Pinheiros', 'Design shops, restaurants and loft spaces.'],
      ['Avenida Paulista', 'Museums, offices and conference rooms.'],
    ],
  }),
];
