import { SPACE_TYPE_TEXT } from '@rentspace/core/listings/constants';
import type { SpaceType, SpaceTypeSuggestion } from '@rentspace/core/listings/types';
import { waitInWords } from '@rentspace/core/intl';
import { memoryLimiters, type LimiterFactory } from '../auth/rate-limits.ts';
import { enforce } from '../http/limits.ts';
import type { TaxonomyRepository } from './repository.ts';
import type { SuggestionRepository } from './suggestions.ts';

export type AddedType =
  | { kind: 'type'; type: SpaceType; created: boolean }
  | { kind: 'suggestion'; suggestion: SpaceTypeSuggestion };

/**
 * Adding a space type (docs/product/listings.md#space-type-suggestions): an admin lists it at
 * once; anyone else gets the listed type when the name is listed already, or else a suggestion,
 * within their daily limit, that an admin approves before anyone else sees it.
 */
export function createSpaceTypeService(deps: {
  taxonomy: TaxonomyRepository;
  suggestions: SuggestionRepository;
  /** Admin rights, read from profiles.is_admin on every call. */
  isAdmin(userId: string): Promise<boolean>;
  suggestionsPerDay: number;
  limiters?: LimiterFactory;
}) {
  const limiter = (deps.limiters ?? memoryLimiters)(
    'type_suggestions',
    deps.suggestionsPerDay,
    86_400,
  );
  return {
    async add(userId: string, input: { name: string; label: string }): Promise<AddedType> {
      if (await deps.isAdmin(userId))
        return { kind: 'type', ...(await deps.taxonomy.addType(input)) };
      const listed = await deps.taxonomy.findType(input.name);
      if (listed) return { kind: 'type', type: listed, created: false };
      await enforce(limiter, userId, (seconds) =>
        SPACE_TYPE_TEXT.tooManySuggestions(waitInWords(seconds)),
      );
      return { kind: 'suggestion', suggestion: await deps.suggestions.suggest(userId, input) };
    },
    listOwn: (userId: string) => deps.suggestions.listOwn(userId),
  };
}

export type SpaceTypeService = ReturnType<typeof createSpaceTypeService>;
