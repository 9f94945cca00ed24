import { countOf } from '@rentspace/core/intl';
import type { ReactNode } from 'react';
import { Building2, CalendarCheck, CircleDollarSign, Star } from 'lucide-react';
import type { CityArea, CityFeature } from '@rentspace/core/cities/catalog';
import type { CityStats } from '@rentspace/core/discovery/public-api';
import { formatCount, formatPrice } from '@rentspace/core/money/currencies';
import { imageSrcSet, imageVariant } from '@rentspace/core/media';
import { ButtonLink } from '~/components/ui/button';

/** A city or location page's hero: its picture, title, description and actions. */
export function CityHero({
  image,
  title,
  description,
  children,
}: {
  image: string;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <img
        src={imageVariant(image, 800)}
        srcSet={imageSrcSet(image)}
        sizes="100vw"
        alt=""
        width={1600}
        height={640}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-black/75 via-black/55 to-black/25"
        aria-hidden
      />
      <div className="container-page py-16 sm:py-24">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-base text-white/90 sm:text-lg">{description}</p>
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}

function Figure({
  icon,
  label,
  value,
  note,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  note?: string;
}) {
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-white p-5">
      <dt className="flex items-center gap-2 text-sm text-muted">
        {icon}
        {label}
      </dt>
      <dd className="tabular mt-2 text-2xl font-bold sm:text-3xl">{value}</dd>
      {note && <dd className="mt-1 text-xs text-muted">{note}</dd>}
    </div>
  );
}

/** The four figures of a city page, computed from its listings (docs/product/search-and-cities.md#city-figures). */
export function CityFigures({ stats }: { stats: CityStats }) {
  const icon = 'size-4 text-brand-700';
  return (
    <section aria-label="City at a glance">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Figure
          icon={<Building2 className={icon} aria-hidden />}
          label="Available spaces"
          value={String(stats.available_spaces)}
        />
        <Figure
          icon={<CircleDollarSign className={icon} aria-hidden />}
          label="Average hourly rate"
          value={`${formatPrice(stats.average_hourly_rate, stats.currency)}/hr`}
          note={
            stats.priced_spaces > 0
              ? `Over ${countOf(stats.priced_spaces, 'listing')} in ${stats.currency}`
              : 'No listings yet'
          }
        />
        <Figure
          icon={<CalendarCheck className={icon} aria-hidden />}
          label="Monthly bookings"
          value={formatCount(stats.monthly_bookings)}
          note="Paid bookings in the last 30 days"
        />
        <Figure
          icon={<Star className={icon} aria-hidden />}
          label="Average rating"
          value={stats.average_rating > 0 ? stats.average_rating.toFixed(1) : '–'}
          note={
            stats.rated_spaces > 0
              ? `From ${countOf(stats.rated_spaces, 'rated listing')}`
              : 'No ratings yet'
          }
        />
      </dl>
    </section>
  );
}

export function CityFeatures({ features }: { features: CityFeature[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {features.map((feature) => (
        <li key={feature.title} className="rounded-[var(--radius-card)] bg-surface p-5">
          <h3 className="font-semibold">{feature.title}</h3>
          <p className="mt-1 text-sm text-muted">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function PopularAreas({ areas }: { areas: CityArea[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-3">
      {areas.map((area) => (
        <li key={area.name}>
          <img
            src={imageVariant(area.image, 400)}
            srcSet={imageSrcSet(area.image)}
            sizes="(min-width: 640px) 33vw, 100vw"
            alt=""
            width={400}
            height={300}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full rounded-[var(--radius-card)] bg-surface object-cover"
          />
          <h3 className="mt-3 font-semibold">{area.name}</h3>
          <p className="mt-1 text-sm text-muted">{area.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function CitySection({
  title,
  children,
  id,
}: {
  title: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-6 text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** 'Own a Space in {city}?' with List Your Space (docs/product/search-and-cities.md#city-pages). */
export function OwnerCallToAction({ city }: { city: string }) {
  return (
    <section className="rounded-[var(--radius-card)] bg-brand-50 px-6 py-10 text-center sm:px-10">
      <h2 className="text-2xl font-semibold tracking-tight">Own a Space in {city}?</h2>
      <p className="mx-auto mt-2 max-w-xl text-muted">
        List it for free and earn from the hours it stands empty. You keep 90% of every booking.
      </p>
      <ButtonLink to="/create-listing" size="lg" className="mt-6">
        List Your Space
      </ButtonLink>
    </section>
  );
}

/** 'City not found', 'Location not found' or a load failure, with a way on. */
export function PlaceProblem({ title, text }: { title: string; text: string }) {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-2 max-w-md text-muted">{text}</p>
      <ButtonLink to="/explore" variant="secondary" className="mt-8">
        Explore all spaces
      </ButtonLink>
    </div>
  );
}
