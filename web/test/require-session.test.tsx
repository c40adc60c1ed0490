// @vitest-environment happy-dom
// The signed-in screens are closed to a visitor without a session by the router itself, before
// anything renders: a router that no React tree shows sends them to /login. (A redirect left to a
// rendered `<Navigate>` was lost when a screen was opened again before React had shown the /login
// of a log-out: the page stayed blank at the screen's address.)
import { isValidElement, type ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth, requireSession } from '@/app/require-auth';
import { routes } from '@/app/router';
import { clearSession, setToken } from '@/lib/session';

afterEach(() => {
  clearSession('expired');
});

/** The app's routes the guard holds, and whether the guard has its loader. */
function guards(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => {
    const isGuard = isValidElement(route.element) && (route.element as ReactElement).type === RequireAuth;
    return [...(isGuard ? [route] : []), ...guards(route.children ?? [])];
  });
}

/** The guard as the app's table has it, over a screen that loads lazily as the app's do. */
async function open(path: string): Promise<string> {
  const router = createMemoryRouter(
    [
      { path: '/login', element: null },
      { element: <RequireAuth />, loader: requireSession, children: [{ path: '/cash/records', lazy: async () => ({ element: null }) }] },
    ],
    { initialEntries: ['/login'] },
  );
  await router.navigate(path);
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

describe('the signed-in screens', () => {
  it('are all behind the guard, and the guard redirects in its loader', () => {
    const [guard, ...others] = guards(routes);
    expect(others).toEqual([]);
    expect(guard?.loader).toBe(requireSession);
    expect(guard?.children?.length).toBeGreaterThan(0);
  });

  it('send a visitor whose session ended to /login, and back to the screen after sign-in', async () => {
    setToken('ended');
    clearSession('expired');
    expect(await open('/cash/records?page=2')).toBe('/login?redirectTo=%2Fcash%2Frecords%3Fpage%3D2');
  });

  it('send a member who logged out and then opens one to /login, and back to it after sign-in', async () => {
    setToken('ended');
    clearSession('logout');
    expect(await open('/cash/records')).toBe('/login?redirectTo=%2Fcash%2Frecords');
  });

  it('open for a member with a session', async () => {
    setToken('current');
    expect(await open('/cash/records')).toBe('/cash/records');
  });
});
