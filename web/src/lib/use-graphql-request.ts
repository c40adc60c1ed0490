// React state around lib/graphql-request for the sign-in screens (no Apollo Client there).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestGraphQL, RequestFailure } from './graphql-request';
import { readAgain } from './read-again';

/** `[run, { loading }]`: `run(variables)` resolves with the data or rejects with a RequestFailure. */
export function useRequestMutation<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>) {
  const [loading, setLoading] = useState(false);
  const run = useCallback(
    async (variables: TVariables): Promise<TResult> => {
      setLoading(true);
      try {
        return await requestGraphQL(document, variables);
      } finally {
        setLoading(false);
      }
    },
    [document],
  );
  return [run, { loading }] as const;
}

export interface RequestQueryState<TResult> {
  data: TResult | undefined;
  error: RequestFailure | undefined;
  loading: boolean;
  refetch: () => Promise<void>;
}

/** Runs a query on mount and on every `refetch()`; the latest call's answer wins. */
/** `skip`: nothing is fetched until it turns false (then at once), nor on mount. */
export function useRequestQuery<TResult>(document: TypedDocumentNode<TResult, Record<string, never>>, { skip = false }: { skip?: boolean } = {}): RequestQueryState<TResult> {
  const [state, setState] = useState<{ data?: TResult; error?: RequestFailure; loading: boolean }>({ loading: !skip });
  const latest = useRef(0);
  const refetch = useCallback(async () => {
    const call = ++latest.current;
    setState((previous) => ({ ...previous, loading: true }));
    try {
      const data = await requestGraphQL(document, {});
      if (call === latest.current) setState({ data, loading: false });
    } catch (error) {
      const failure = error instanceof RequestFailure ? error : new RequestFailure({ code: 'SERVER_BUSY' });
      if (call === latest.current) setState({ error: failure, loading: false });
    }
  }, [document]);
  useEffect(() => {
    if (!skip) void readAgain(refetch);
  }, [refetch, skip]);
  return { data: state.data, error: state.error, loading: state.loading, refetch };
}
