import { data } from 'react-router';
import type { Route } from './+types/location';

export function loader({ params }: Route.LoaderArgs) {
  throw data({ message: 'Location not found', slug: params.city }, { status: 404 });
}

export default function Location() {
  return null;
}
