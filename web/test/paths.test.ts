import { describe, expect, it } from 'vitest';
import { CREDIT_SECTIONS, paths, safeRedirect } from '@/config/paths';

describe('route table', () => {
  it('declares every SPEC §2 route once', () => {
    const all = Object.values(paths.app).map((route) => route.path);
    expect(new Set(all).size).toBe(all.length);
    for (const path of ['/index', '/setting', '/terms', '/otc', '/code', '/assets/recharge-h5', '/game/hash-h5', '/usdt/otc']) {
      expect(all).toContain(path);
    }
    expect(CREDIT_SECTIONS.map((s) => s.records.path)).toEqual([
      '/cash/records',
      '/assets/records',
      '/gmt/records',
      '/bonus/records',
      '/insurance/records',
      '/usdt/records',
    ]);
  });

  it('builds links with their queries', () => {
    expect(paths.auth.register.getHref('AB12')).toBe('/register?ref=AB12');
    expect(paths.auth.login.getHref('/cash/records?type=DEPOSIT')).toBe('/login?redirectTo=%2Fcash%2Frecords%3Ftype%3DDEPOSIT');
    expect(paths.auth.login.getHref()).toBe('/login');
  });

  it('follows only same-app redirects', () => {
    expect(safeRedirect('/cash/records')).toBe('/cash/records');
    expect(safeRedirect('//evil.example')).toBe('/index');
    expect(safeRedirect('https://evil.example')).toBe('/index');
    expect(safeRedirect(null)).toBe('/index');
    expect(safeRedirect('/login?redirectTo=/x')).toBe('/index');
  });
});
