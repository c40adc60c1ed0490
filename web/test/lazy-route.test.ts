import { describe, expect, it } from 'vitest';
import { lazyScreen, ScreenDownloadError } from '@/lib/lazy-route';

const Screen = () => null;
const offline = () => new TypeError('Failed to fetch dynamically imported module');

describe("a lazy route's download", () => {
  it('gives the screen when it downloads', async () => {
    expect(await lazyScreen(async () => ({ Component: Screen }))()).toEqual({ Component: Screen });
  });

  it('never rejects: a failed download becomes a loader that downloads again until it succeeds', async () => {
    let attempts = 0;
    let online = false;
    const route = await lazyScreen(async () => {
      attempts++;
      if (!online) throw offline();
      return { Component: Screen };
    })();
    expect(attempts).toBe(1);
    if (!('loader' in route)) throw new Error('no loader after a failed download');
    const { loader } = route;
    const Component = route.Component as unknown as () => { type: unknown };

    // Still offline: the route's error boundary gets a download error carrying the browser's.
    const failure = await loader().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ScreenDownloadError);
    expect((failure as ScreenDownloadError).cause).toBeInstanceOf(TypeError);
    expect(attempts).toBe(2);

    online = true;
    await expect(loader()).resolves.toBeNull();
    expect(Component().type).toBe(Screen);
    // Downloaded once: later navigations ask no more.
    await loader();
    expect(attempts).toBe(3);
  });
});
