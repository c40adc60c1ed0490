// The web app runs on React and react-dom, as the product's owner asked: the built bundle the
// gateway serves carries React DOM and no other runtime in its place (an alias to a compatible
// runtime would pass every journey and still not be React).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_DIST } from '../src/stack.ts';

const scripts = () => {
  const dir = path.join(WEB_DIST, 'assets');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: fs.readFileSync(path.join(dir, name), 'utf8') }));
};

describe('the runtime of the built web app', () => {
  it('is React DOM, and no compatible stand-in', () => {
    const all = scripts();
    expect(all.filter(({ text }) => text.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__')).map(({ name }) => name)).toHaveLength(1);
    expect(all.filter(({ text }) => /preact|__PREACT_DEVTOOLS__|inferno|million\/react/i.test(text)).map(({ name }) => name)).toEqual([]);
  });
});
