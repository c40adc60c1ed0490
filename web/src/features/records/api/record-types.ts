import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const RecordTypesQuery = graphql(`
  query RecordTypes {
    recordTypes {
      recordType
      name
    }
  }
`);

export function useRecordTypes() {
  return useQuery(RecordTypesQuery);
}
