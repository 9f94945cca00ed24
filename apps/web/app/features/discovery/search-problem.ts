import type { SearchOutcome } from '@rentspace/core/discovery/public-api';

/**
 * The search's settings that come from the address or the map, not from a field of the filter
 * form: a problem with one of them has no field to show it under.
 */
const WITHOUT_A_FIELD = ['bbox', 'near', 'radius_km', 'cursor', 'limit'];

/**
 * What the results say when the search was refused: the message of a setting the form has no
 * field for (a bad map area, a distance order without a place), since "Please check the
 * highlighted fields" would point at nothing; otherwise the API's own message.
 */
export function searchProblem(outcome: Extract<SearchOutcome, { ok: false }>): string {
  const unshown = WITHOUT_A_FIELD.flatMap((name) => outcome.fields[name] ?? []);
  return unshown.length > 0 ? [...new Set(unshown)].join('. ') : outcome.message;
}
