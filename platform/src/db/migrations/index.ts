import type { Migration } from 'kysely';
import * as foundation from './0001-foundation.ts';

/** Every migration, in order. Names are permanent: never rename or reorder one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
};
