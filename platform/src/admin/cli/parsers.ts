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
