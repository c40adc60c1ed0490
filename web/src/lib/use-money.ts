// One money formatter per credit: every screen shows an amount of a credit with the number of
// decimals the platform configures for it (`coins { decimals }`), so an amount reads the same on
// the dashboard, the wallet, the records and a review step.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/generated/gql';
import type { CoinName } from '@/generated/graphql';
import { directionOf, formatCreditAmount } from './format';

/** Shown until the platform's configuration has arrived (what it ships for every credit). */
export const DEFAULT_CREDIT_DECIMALS = 2;

const CreditDecimalsQuery = graphql(`
  query CreditDecimals {
    coins {
      coinName
      decimals
    }
  }
`);

export function useMoney() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  // The configuration changes with a release, not while the app is open: read once per session.
  const coins = useQuery(CreditDecimalsQuery, { fetchPolicy: 'cache-first' });
  const decimalsByCoin = coins.data?.coins;
  return useMemo(() => {
    const decimalsOf = (coin: CoinName) => decimalsByCoin?.find((entry) => entry.coinName === coin)?.decimals ?? DEFAULT_CREDIT_DECIMALS;
    return {
      decimalsOf,
      /** A balance or an amount without its direction: `1,234.50`. */
      amount: (coin: CoinName, value: string) => formatCreditAmount(value, decimalsOf(coin), locale),
      /** A movement: `+1,234.50` in, `−30.25` out. */
      signed: (coin: CoinName, value: string) => formatCreditAmount(value, decimalsOf(coin), locale, true),
      /** The colour of a movement: incoming green, outgoing red, nothing for zero. */
      tone: (value: string) => {
        const direction = directionOf(value);
        return direction === 'in' ? 'success.main' : direction === 'out' ? 'error.main' : 'text.primary';
      },
    };
  }, [decimalsByCoin, locale]);
}
