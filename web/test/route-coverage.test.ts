import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { paths } from '@/config/paths';

describe('route table coverage', () => {
  it('mounts every SPEC §2 route inside the shell: none falls to /404', () => {
    const unmounted = Object.values(paths.app)
      .map((route) => route.path)
      .filter((path) => {
        const matches = matchRoutes(routes, path) ?? [];
        return matches.at(-1)?.route.path === '*' || matches.length === 0;
      });
    expect(unmounted).toEqual([]);
  });

  it('still sends unknown paths to /404', () => {
    expect(matchRoutes(routes, '/no-such-screen')?.at(-1)?.route.path).toBe('*');
  });
});
