// @vitest-environment happy-dom
// The P2P rating on React, as MUI's Rating: five radio buttons named in the member's language,
// chosen by a press on a star or by the arrow keys, and a given score read as one image.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { StarRatingInput, StarRatingValue } from '@/features/otc/components/star-rating';
import { CATALOGUES } from './all-catalogues';
import { renderIn } from './render';

afterEach(cleanup);

const NAMES: Record<Locale, { five: string; three: string }> = {
  'en-US': { five: '5 of 5 stars', three: '3 of 5 stars' },
  'zh-CN': { five: '5 / 5 星', three: '3 / 5 星' },
  'ja-JP': { five: '5 つ星中 5', three: '5 つ星中 3' },
  'ko-KP': { five: '별 5개 중 5개', three: '별 5개 중 3개' },
  'id-ID': { five: '5 dari 5 bintang', three: '3 dari 5 bintang' },
};

function Scored({ locale, onChange }: { locale: Locale; onChange(score: number): void }) {
  const [score, setScore] = useState<number | null>(null);
  const texts = CATALOGUES[locale].otc as { stars: string; noStars: string };
  return (
    <StarRatingInput
      name="score"
      value={score}
      onChange={(next) => {
        setScore(next);
        onChange(next);
      }}
      label={(count) => texts.stars.replace('{{count}}', String(count))}
      noneLabel={texts.noStars}
    />
  );
}

describe('StarRatingInput', () => {
  for (const [locale, names] of Object.entries(NAMES) as [Locale, { five: string; three: string }][]) {
    it(`${locale}: five stars named in the language; a press on the fifth chooses 5, the arrow keys move from there`, async () => {
      const onChange = vi.fn();
      await renderIn(locale, <Scored locale={locale} onChange={onChange} />);
      const five = screen.getByRole<HTMLInputElement>('radio', { name: names.five });
      // A press without a pointer's path: MUI's Rating reads the hovered star from the layout,
      // which happy-dom does not compute (the journeys press the star in Chromium).
      fireEvent.click(five);
      expect(onChange).toHaveBeenLastCalledWith(5);
      expect(five.checked).toBe(true);
      five.focus();
      await userEvent.setup().keyboard('{ArrowLeft}{ArrowLeft}');
      expect(screen.getByRole<HTMLInputElement>('radio', { name: names.three }).checked).toBe(true);
      expect(onChange).toHaveBeenLastCalledWith(3);
      // The "no score yet" choice is named in the language too, never MUI's English "Empty".
      expect(screen.getByRole('radio', { name: (CATALOGUES[locale].otc as { noStars: string }).noStars })).toBeTruthy();
      expect(screen.queryByText('Empty')).toBeNull();
    });
  }
});

describe('StarRatingValue', () => {
  it('reads a given score as one image with its label, and offers nothing to choose', async () => {
    await renderIn('en-US', <StarRatingValue score={4} label="Your rating: 4 of 5" testId="given" />);
    expect(screen.getByRole('img', { name: 'Your rating: 4 of 5' }).closest('[data-testid="given"]')).not.toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });
});
