import { faker } from '@faker-js/faker';
import { CITIES, findCity, slugify } from '@rentspace/core/cities/catalog';
import { publicUrl } from '@rentspace/core/media';
import { buildProfile, buildUser, type ProfileInsert } from '../factories.ts';
import type { profileLinks, profileUpdates } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { AVATAR_VARIANTS, avatarPath } from './pictures/index.ts';
import { PLACES, place, type Place } from './places.ts';
import { addDays } from './time.ts';

export type LinkInsert = typeof profileLinks.$inferInsert;
export type UpdateInsert = typeof profileUpdates.$inferInsert;
export type SeedUser = ReturnType<typeof buildUser> & { created_at: Date };

export interface Host {
  id: string;
  home: Place;
}

export interface PeoplePlan {
  users: SeedUser[];
  profiles: ProfileInsert[];
  links: LinkInsert[];
  updates: UpdateInsert[];
  demo: { guest: string; host: string; admin: string };
  /** Thirty hosts: one per city of CITIES (in its order), then one in Greece. */
  hosts: Host[];
  guests: string[];
  avatars: { userId: string; variant: number }[];
}

export const HOST_COUNT = 30;
const GUEST_COUNT = 40;

const BIOS = [
  'I run a small studio collective in {area} and love seeing what people make in our spaces. Ask me anything about {city}.',
  'Former event planner turned host. Everything I list in {city} is set up so you can walk in and get started.',
  'Photographer, coffee lover and host since {since}. I keep things spotless and reply fast.',
  'A family business in {area}: we rent out the things we love, good rooms and good gear.',
  'Outdoor guide and gear nerd based in {city}. Everything I rent is serviced after every trip.',
  'Architect by training, host by choice. I restored our {area} building floor by floor.',
  'Hosting in {city} since {since}: meeting rooms by day, long dinners by night.',
  'Born and raised in {city}. I will happily share my list of favourite places near {area}.',
];

const RESPONSE_TIMES = ['within an hour', 'within an hour', 'within a few hours', 'within a day'];

const UPDATES: Omit<UpdateInsert, 'profile_id'>[] = [
  {
    title: 'New backdrops and lights',
    content: 'Fresh colour paper and two new softboxes arrived this week. Come and try them.',
    type: 'space_update',
  },
  {
    title: 'Weekend rates',
    content: 'Book four hours or more on a weekend and the fifth hour is on me.',
    type: 'feature_highlight',
  },
  {
    title: 'Summer hours',
    content: 'From June I open at 7 am for early shoots and sunrise sessions.',
    type: 'general',
  },
  {
    title: 'Now with delivery',
    content: 'I can now drop gear off within ten miles and pick it up when you are done.',
    type: 'announcement',
  },
];

function handleOf(name: string): string {
  return slugify(name).replace(/-/g, '.');
}

function hostProfile(id: string, name: string, home: Place, now: Date): ProfileInsert {
  const handle = handleOf(name);
  const fill = (text: string) =>
    text
      .replaceAll('{city}', home.city)
      .replaceAll('{area}', faker.helpers.arrayElement(home.areas))
      .replaceAll('{since}', String(now.getUTCFullYear() - faker.number.int({ min: 2, max: 8 })));
  const hero = findCity(home.key)?.heroImage;
  return buildProfile(id, {
    full_name: name,
    avatar_url: publicUrl('profile-images', avatarPath(id)),
    banner_url: hero ?? null,
    bio: fill(faker.helpers.arrayElement(BIOS)),
    response_rate: faker.number.int({ min: 86, max: 100 }),
    response_time: faker.helpers.arrayElement(RESPONSE_TIMES),
    website: `https://${handle.replace(/\./g, '')}.example.com`,
    location: `${home.city}, ${home.country}`,
    instagram: faker.datatype.boolean(0.8) ? `https://instagram.com/${handle}` : null,
    twitter: faker.datatype.boolean(0.3) ? `https://x.com/${handle.replace(/\./g, '_')}` : null,
    linkedin: faker.datatype.boolean(0.4)
      ? `https://www.linkedin.com/in/${handle.replace(/\./g, '-')}`
      : null,
    youtube: faker.datatype.boolean(0.15)
      ? `https://www.youtube.com/@${handle.replace(/\./g, '')}`
      : null,
    tiktok: faker.datatype.boolean(0.15) ? `https://www.tiktok.com/@${handle}` : null,
    facebook: faker.datatype.boolean(0.2) ? `https://www.facebook.com/${handle}` : null,
  });
}

function hostLinks(profile: ProfileInsert): LinkInsert[] {
  const website = profile.website ?? 'https://example.com';
  const links: [string, string | null | undefined, string][] = [
    ['Portfolio', `${website}/portfolio`, 'globe'],
    ['House rules', `${website}/house-rules`, 'file-text'],
    ['Instagram', profile.instagram, 'instagram'],
  ];
  return links
    .filter((link): link is [string, string, string] => Boolean(link[1]))
    .map(([title, url, icon], display_order) => ({
      id: faker.string.uuid(),
      profile_id: profile.id,
      title,
      url,
      icon,
      display_order,
    }));
}

/** A host's links, a pinned welcome and one more update. */
function hostExtras(profile: ProfileInsert, created: Date) {
  const links = hostLinks(profile);
  const pinned: UpdateInsert = {
    id: faker.string.uuid(),
    profile_id: profile.id,
    title: 'Welcome!',
    content: `Thanks for stopping by. Every booking includes a short walk-through, and I answer messages ${profile.response_time}.`,
    type: 'announcement',
    is_pinned: true,
    created_at: addDays(created, 5),
  };
  const extra: UpdateInsert = {
    ...faker.helpers.arrayElement(UPDATES),
    id: faker.string.uuid(),
    profile_id: profile.id,
    created_at: addDays(created, faker.number.int({ min: 30, max: 300 })),
  };
  return { links, updates: [pinned, extra] };
}

const DEMO_HOST_BIO =
  'Studio owner in Chelsea and Brooklyn. I host photographers, podcasters and teams, and keep a few good things to rent on the side.';

function seedUser(email: string, created: Date): SeedUser {
  return { ...buildUser({ email, email_confirmed_at: created }), created_at: created };
}

function demoUsers(now: Date, plan: PeoplePlan): void {
  const created = addDays(now, -420);
  const guest = seedUser(DEMO_ACCOUNTS.guest.email, created);
  const host = seedUser(DEMO_ACCOUNTS.host.email, created);
  const admin = seedUser(DEMO_ACCOUNTS.admin.email, created);
  const hostValues = {
    ...hostProfile(host.id, DEMO_ACCOUNTS.host.fullName, place('new-york'), now),
    bio: DEMO_HOST_BIO,
    created_at: created,
  };
  plan.users.push(guest, host, admin);
  plan.profiles.push(
    buildProfile(guest.id, {
      full_name: DEMO_ACCOUNTS.guest.fullName,
      location: 'Brooklyn, New York',
      created_at: created,
    }),
    hostValues,
    buildProfile(admin.id, {
      full_name: DEMO_ACCOUNTS.admin.fullName,
      location: 'Tampa, Florida',
      is_admin: true,
      created_at: created,
    }),
  );
  const extras = hostExtras(hostValues, created);
  plan.links.push(...extras.links);
  plan.updates.push(...extras.updates);
  plan.demo = { guest: guest.id, host: host.id, admin: admin.id };
  plan.avatars.push({ userId: host.id, variant: 0 });
}

/** The demo accounts, thirty hosts with full profiles and forty guests. */
export function planPeople(now: Date): PeoplePlan {
  const plan: PeoplePlan = {
    users: [],
    profiles: [],
    links: [],
    updates: [],
    demo: { guest: '', host: '', admin: '' },
    hosts: [],
    guests: [],
    avatars: [],
  };
  demoUsers(now, plan);
  for (let i = 0; i < HOST_COUNT; i++) {
    const home = (i < CITIES.length ? PLACES[i] : undefined) ?? place('athens');
    const name = `${faker.person.firstName()} ${faker.person.lastName()}`;
    const created = addDays(now, -faker.number.int({ min: 450, max: 900 }));
    const user = seedUser(`${handleOf(name)}.${i + 1}@example.com`, created);
    const profile = { ...hostProfile(user.id, name, home, now), created_at: created };
    const extras = hostExtras(profile, created);
    plan.users.push(user);
    plan.profiles.push(profile);
    plan.links.push(...extras.links);
    plan.updates.push(...extras.updates);
    plan.hosts.push({ id: user.id, home });
    plan.avatars.push({ userId: user.id, variant: (i + 1) % AVATAR_VARIANTS });
  }
  for (let i = 0; i < GUEST_COUNT; i++) {
    const name = `${faker.person.firstName()} ${faker.person.lastName()}`;
    const created = addDays(now, -faker.number.int({ min: 30, max: 600 }));
    const user = seedUser(`${handleOf(name)}.${i + 1}@example.net`, created);
    plan.users.push(user);
    plan.profiles.push(
      buildProfile(user.id, {
        full_name: name,
        location: faker.helpers.arrayElement(PLACES).city,
        created_at: created,
      }),
    );
    plan.guests.push(user.id);
  }
  return plan;
}
