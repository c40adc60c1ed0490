import type { Locale } from '@portal/envelope/catalogue';
import type { RequestUpstream } from '../upstream/request-upstream.ts';
import { USER_ROUTES, type UpstreamLevel } from './upstream.ts';

const TTL_MS = 5 * 60_000;

/**
 * The rank ladder (platform `levelList`), fetched once and kept for five minutes: every
 * `User.levelName` (including each live profile event) reads it, and it almost never changes.
 */
export class LevelDirectory {
  #cached: { at: number; levels: Promise<UpstreamLevel[]> } | undefined;

  constructor(private readonly clock: () => number = Date.now) {}

  list(upstream: RequestUpstream): Promise<UpstreamLevel[]> {
    const now = this.clock();
    if (this.#cached && now - this.#cached.at < TTL_MS) return this.#cached.levels;
    const levels = upstream.public(USER_ROUTES.levels, {});
    const entry = { at: now, levels };
    this.#cached = entry;
    // A failed fetch is not cached: the next reader tries again.
    levels.catch(() => {
      if (this.#cached === entry) this.#cached = undefined;
    });
    return levels;
  }

  async nameOf(level: number, upstream: RequestUpstream): Promise<string> {
    const found = (await this.list(upstream)).find((each) => each.level === level);
    // A rank the ladder does not list is shown by its number rather than failing the profile.
    return found ? localizedLevelName(found, upstream.locale) : String(level);
  }
}

/** `zh-CN` reads the Chinese name; every other language the English one. */
export function localizedLevelName(level: UpstreamLevel, locale: Locale): string {
  return locale === 'zh-CN' ? level.cn : level.en;
}
