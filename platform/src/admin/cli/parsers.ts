import { InvalidArgumentError } from 'commander';

/** Option values the commands accept, refused with a usage error otherwise. */

export const flag = (value: string) => {
  if (value !== '0' && value !== '1') throw new InvalidArgumentError('must be 0 or 1');
  return Number(value) as 0 | 1;
};

export const enabledFlag = (value: string) => {
  if (value !== 'true' && value !== 'false') throw new InvalidArgumentError('must be true or false');
  return value === 'true';
};

/** `id-ID=Emas 100` → a name in one language, added to the ones before (repeatable option). */
export function nameIn(value: string, names: Record<string, string> = {}): Record<string, string> {
  const match = /^(zh-CN|ja-JP|ko-KP|id-ID)=(.*)$/.exec(value);
  if (!match) throw new InvalidArgumentError('expected <locale>=<name>, locale one of zh-CN, ja-JP, ko-KP, id-ID');
  return { ...names, [match[1]!]: match[2]! };
}
