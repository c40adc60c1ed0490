// The rank ladder's names (SPEC §3, docs/team.md): ranks −1…7, worded by the catalogues in every
// language (the platform names them in English and Chinese only). Rank −1 is "No grade".
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const RANK_KEYS = {
  '-1': 'ranks.noGrade',
  0: 'ranks.deputyManager',
  1: 'ranks.manager',
  2: 'ranks.deputyDirector',
  3: 'ranks.director',
  4: 'ranks.seniorDirector',
  5: 'ranks.rubyDirector',
  6: 'ranks.twoStar',
  7: 'ranks.threeStar',
} as const;

export type RankKey = (typeof RANK_KEYS)[keyof typeof RANK_KEYS];

/** Every rank, lowest first. */
export const RANK_LEVELS: readonly number[] = [-1, 0, 1, 2, 3, 4, 5, 6, 7];

/** The catalogue key of a rank's name; undefined for a rank outside −1…7. */
export function rankKey(level: number): RankKey | undefined {
  return Object.hasOwn(RANK_KEYS, level) ? RANK_KEYS[level as keyof typeof RANK_KEYS] : undefined;
}

/** A rank's name in the member's language ("Rank 8" for a rank the catalogues do not know). */
export function useRankName(): (level: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (level: number) => {
      const key = rankKey(level);
      return key ? t(key) : t('ranks.unknown', { level });
    },
    [t],
  );
}
