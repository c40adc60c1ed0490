import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorLink } from '@/lib/apollo';
import { fieldErrorsContext, type FieldErrorsContext } from '@/lib/field-errors';
import { toastHostMounted } from '@/lib/notify';

const enqueueSnackbar = vi.fn();
const SAVE = gql`
  mutation Save($input: SaveInput!) {
    save(input: $input)
  }
`;

/** A client whose server refuses every call with these GraphQL errors. */
function refusingClient(errors: unknown[]) {
  const server = new ApolloLink(() => new Observable((observer) => {
    observer.next({ errors } as never);
    observer.complete();
  }));
  return new ApolloClient({ link: ApolloLink.from([errorLink, server]), cache: new InMemoryCache() });
}

const fieldRefusal = (...paths: string[]) => ({
  message: 'Bad request parameters',
  extensions: { code: 'BAD_REQUEST', fields: paths.map((path) => ({ path, reason: 'TOO_LONG', message: `${path} is too long` })) },
});

/** The toasts asked for by the time the refusal reached the caller (toasts go out after a microtask). */
async function toastsOf(client: ApolloClient, context?: FieldErrorsContext): Promise<unknown[]> {
  await expect(client.mutate({ mutation: SAVE, variables: { input: {} }, context })).rejects.toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return enqueueSnackbar.mock.calls.map(([message]) => message);
}

beforeAll(() => toastHostMounted({ enqueueSnackbar, closeSnackbar: vi.fn() } as never));
beforeEach(() => enqueueSnackbar.mockClear());

describe('the error link and field messages', () => {
  it('raises no general toast for a refusal whose fields the form shows beside them', async () => {
    const client = refusingClient([fieldRefusal('input.toUser')]);
    expect(await toastsOf(client, fieldErrorsContext(['toUser', 'amount']))).toEqual([]);
  });

  it('follows the renames the form gives showFieldErrors', async () => {
    const client = refusingClient([fieldRefusal('input.network')]);
    expect(await toastsOf(client, fieldErrorsContext(['type', 'address'], { network: 'type' }))).toEqual([]);
  });

  it('still toasts a refusal naming a field the form does not show', async () => {
    const client = refusingClient([fieldRefusal('input.toUser', 'input.requestId')]);
    expect(await toastsOf(client, fieldErrorsContext(['toUser', 'amount']))).toHaveLength(1);
  });

  it('still toasts field refusals of a mutation whose form shows none, and refusals without fields', async () => {
    expect(await toastsOf(refusingClient([fieldRefusal('input.toUser')]))).toHaveLength(1);
    enqueueSnackbar.mockClear();
    const serverMessage = { message: 'Insufficient balance', extensions: { code: 'SERVER_MESSAGE', reason: 'INSUFFICIENT_BALANCE' } };
    expect(await toastsOf(refusingClient([serverMessage]), fieldErrorsContext(['toUser', 'amount']))).toEqual(['Insufficient balance']);
  });
});
