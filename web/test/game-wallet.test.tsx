// @vitest-environment happy-dom
// The game wallet's transfer forms on React, in every language: into the game (from the GMT
// credit) and back (from the game wallet). The amount is required, a plain decimal above 0, at
// least the platform's minimum and not above what the side it leaves holds, each refusal said
// beside the field; nothing is sent and no review opens while it is broken. The review says from,
// to and how much; only Confirm sends, and a refusal by the platform leaves the review open.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { GameWalletCard } from '@/features/game/components/game-wallet-card';
import { TransferGameWalletDocument, type GameAreaQuery } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { member } from './form-queries';
import { DECIMALS_MOCK, fieldOf, fill, messageOf, mutationSpy, retype, SCREEN_TEST, written } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const ACCOUNT: GameAreaQuery['gameAccount'] = {
  __typename: 'GameAccount',
  registered: true,
  gameUserName: 'g_member',
  bindAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  boundAt: '2026-11-20T08:00:00Z',
  registeredAt: '2026-11-20T08:00:00Z',
  walletBalance: '40',
  gmtAvailable: '1500',
  minTransfer: '10',
  connected: true,
};

describe('GameWalletCard', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: into the game and back, each refusal beside the amount, a review of from, to and how much, and only Confirm sends`, async () => {
      const c = CATALOGUES[locale];
      const { mock, sent } = mutationSpy(TransferGameWalletDocument);
      await renderIn(
        locale,
        <MockedProvider mocks={[DECIMALS_MOCK, mock]}>
          <GameWalletCard account={ACCOUNT} />
        </MockedProvider>,
      );
      const form = screen.getByTestId('game-transfer-form');
      const amount = fieldOf(c.game.amount, form);
      const review = within(form).getByTestId('game-transfer-review');
      const user = member();

      // Under the field: the minimum and what the GMT credit holds, as GMT is written (no decimals).
      await expect.poll(() => messageOf(amount)).toBe(fill(c.game.limits, { min: '10', available: written(locale, '1,500') }));

      await user.click(review);
      await expect.poll(() => messageOf(amount)).toBe(c.validation.required);
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      const said: [string, string][] = [
        ['ten', c.validation.amountFormat],
        ['1,000', c.validation.amountFormat],
        ['0', c.validation.amountPositive],
        ['9', c.validation.amountBelowMinimum],
        ['1501', c.game.moreThanAvailable],
      ];
      for (const [typed, message] of said) {
        await retype(user, amount, written(locale, typed));
        await expect.poll(() => messageOf(amount), { message: typed }).toBe(message);
        expect(amount.getAttribute('aria-invalid'), typed).toBe('true');
      }
      await user.click(review);
      expect(screen.queryByTestId('game-transfer-confirm')).toBeNull();
      expect(sent).not.toHaveBeenCalled();

      // Everything the credit holds: the review, from the GMT credit into the game wallet.
      await retype(user, amount, '1500');
      await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('false');
      await user.click(review);
      const confirm = await screen.findByTestId('game-transfer-confirm');
      expect(within(confirm).getByTestId('game-confirm-amount').textContent).toBe(written(locale, '1,500'));
      expect(confirm.textContent).toContain(`${c.game.from}${c.game.gmtCredit}${c.game.to}${c.game.gameWallet}`);
      expect(sent).not.toHaveBeenCalled();
      await user.click(within(confirm).getByTestId('game-transfer-confirm-button'));
      await expect.poll(() => sent.mock.calls.length).toBe(1);
      expect(sent.mock.calls[0]?.[0]).toEqual({ input: { direction: 'OUT', amount: '1500', requestId: expect.any(String) } });
      // The platform refused: once its answer is in, the review stays open with its figures.
      const cancel = within(confirm).getByRole('button', { name: c.common.cancel, hidden: true }) as HTMLButtonElement;
      await expect.poll(() => cancel.disabled).toBe(false);
      expect(screen.getByTestId('game-transfer-confirm')).toBe(confirm);
      expect(within(confirm).getByTestId('game-confirm-amount').textContent).toBe(written(locale, '1,500'));
      await user.click(cancel);
      await expect.poll(() => screen.queryByTestId('game-transfer-confirm')).toBeNull();

      // Back from the game: the wallet's 40 GMT is the most that can leave it.
      await user.click(screen.getByRole('tab', { name: c.game.fromGame }));
      const back = fieldOf(c.game.amount, screen.getByTestId('game-transfer-form'));
      await expect.poll(() => messageOf(back)).toBe(fill(c.game.limits, { min: '10', available: '40' }));
      await retype(user, back, '41');
      await user.click(within(screen.getByTestId('game-transfer-form')).getByTestId('game-transfer-review'));
      await expect.poll(() => messageOf(back)).toBe(c.game.moreThanAvailable);
      expect(back.getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByTestId('game-transfer-confirm')).toBeNull();
      await retype(user, back, '40');
      await user.click(within(screen.getByTestId('game-transfer-form')).getByTestId('game-transfer-review'));
      const backReview = await screen.findByTestId('game-transfer-confirm');
      expect(backReview.textContent).toContain(`${c.game.from}${c.game.gameWallet}${c.game.to}${c.game.gmtCredit}`);
      expect(within(backReview).getByTestId('game-confirm-amount').textContent).toBe('40');
      expect(sent).toHaveBeenCalledTimes(1);
    });
  }
});
