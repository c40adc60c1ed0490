import i18next from 'i18next';
import { useEffect } from 'react';
import { graphql } from '@/generated/gql';
import { useRequestQuery } from '@/lib/use-graphql-request';
import { readAgain } from '@/lib/read-again';

const CountriesQuery = graphql(`
  query Countries {
    countries {
      code
      name
    }
  }
`);

/** The countries, named in the member's language (asked again after a language switch). */
export function useCountries() {
  const query = useRequestQuery(CountriesQuery);
  const { refetch } = query;
  useEffect(() => {
    const onLanguage = () => void readAgain(refetch);
    i18next.on('languageChanged', onLanguage);
    return () => i18next.off('languageChanged', onLanguage);
  }, [refetch]);
  return query;
}
