import { data } from 'react-router';
import type { Route } from './+types/city';

export function loader({ params }: Route.LoaderArgs) {
  throw data({ message: 'City not found', slug: params.city }, { status: 404 });
}

export default function City() {
  return null;
}
