// @vitest-environment happy-dom
// The team screen's search form on React, in every language: a blank search is refused beside the
// field with the field marked invalid and nothing searched; the help comes back as the member
// types; a keyword is searched trimmed.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeamSearchForm } from '@/features/team/components/team-search';
import { CATALOGUES } from './all-catalogues';
import { button, expectAccepted, expectRefused, field, fill, lineUnder, member } from './form-queries';
import { SCREEN_TEST } from './money-forms';
import { renderInEveryLanguage } from './render-languages';

afterEach(cleanup);

describe('TeamSearchForm', SCREEN_TEST, () => {
  it('refuses a blank search beside the field in every language and searches nothing, then searches the keyword trimmed', async () => {
    const first = 'ko-KP';
    const c = CATALOGUES[first];
    const onSearch = vi.fn((_keyword: string) => undefined);
    const { inEveryLanguage } = await renderInEveryLanguage(first, <TeamSearchForm onSearch={onSearch} />);
    const keyword = field(c.team.search);
    const search = button(c.team.searchSubmit);
    const u = member();

    await inEveryLanguage((t) => expect(lineUnder(field(t.team.search))).toBe(t.team.searchHelp));
    await u.click(search);
    await inEveryLanguage((t) => {
      expect(field(t.team.search)).toBe(keyword);
      expectRefused(keyword, t.validation.required);
    });
    fill(keyword, '   ');
    await u.click(search);
    expectRefused(keyword, c.validation.required);
    expect(onSearch).not.toHaveBeenCalled();

    fill(keyword, '  member_07 ');
    expectAccepted(keyword, c.validation.required);
    expect(lineUnder(keyword)).toBe(c.team.searchHelp);
    await u.click(search);
    expect(onSearch.mock.calls).toEqual([['member_07']]);
    expect(screen.getByRole('search', { hidden: true })).toBeTruthy();
  });
});
