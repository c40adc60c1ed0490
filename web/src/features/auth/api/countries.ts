import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const CountriesQuery = graphql(`
  query Countries {
    countries {
      code
      name
    }
  }
`);

export function useCountries() {
  return useQuery(CountriesQuery);
}
