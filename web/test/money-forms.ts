// What the money forms' component tests share: finding a field as a member reads it (by its
// label), the message shown beside it, the platform's credit decimals and balances as typed
// fixtures, a mutation mock that records whether anything was sent, a query held until the test
// lets it answer, and numbers as each language writes them.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ApolloLink } from '@apollo/client/link';
import { MockLink } from '@apollo/client/testing';
import { Observable, type Subscriber } from 'rxjs';
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { getOperationAST } from 'graphql';
import { vi } from 'vitest';
import { BalancesDocument, CreditDecimalsDocument, SecurityGuardsDocument, type BalancesQuery, type CreditDecimalsQuery } from '@/generated/graphql';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The input labelled exactly `label` (a required field's label ends in MUI's " *"). */
export function fieldOf(label: string, scope: HTMLElement = document.body): HTMLInputElement {
  return within(scope).getByLabelText(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`)) as HTMLInputElement;
}

/** What the form says beside a field: the text its input is described by. */
export function messageOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/**
 * What a member does to put `text` in a field: selects what it holds and pastes over it (or
 * deletes it). One change, so the form checks it once.
 */
export async function retype(user: UserEvent, input: HTMLInputElement, text: string): Promise<void> {
  if (input.ownerDocument.activeElement !== input) await user.click(input);
  input.select();
  if (text === '') await user.keyboard('{Backspace}');
  else await user.paste(text);
}

/** A catalogue text with its `{{name}}` placeholders filled, as i18next fills them. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export type Balance = BalancesQuery['balances'][number];

export function balance(coinName: Balance['coinName'], available: string, frozen = '0', locked = '0'): Balance {
  return { __typename: 'Balance', coinName, available, frozen, locked };
}

/** The platform's decimals per credit (what `coins { decimals }` serves). */
export const COINS: CreditDecimalsQuery = {
  coins: [
    { __typename: 'Coin', coinName: 'CASH_POINT', decimals: 2 },
    { __typename: 'Coin', coinName: 'USDT_POINT', decimals: 4 },
    { __typename: 'Coin', coinName: 'BONUS_POINT', decimals: 2 },
    { __typename: 'Coin', coinName: 'INSURANCE_POINT', decimals: 2 },
    { __typename: 'Coin', coinName: 'ASSETS_POINT', decimals: 2 },
    { __typename: 'Coin', coinName: 'GMT', decimals: 0 },
    { __typename: 'Coin', coinName: 'WITHDRAWAL_POINT', decimals: 2 },
  ],
};

export const DECIMALS_MOCK: MockLink.MockedResponse<CreditDecimalsQuery> = { request: { query: CreditDecimalsDocument }, result: { data: COINS } };

export function balancesMock(balances: readonly Balance[]): MockLink.MockedResponse<BalancesQuery> {
  return { request: { query: BalancesDocument }, result: { data: { balances: [...balances] } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

/**
 * A mutation the platform refuses, and `sent`, called with the variables of each request that
 * reached it: a test asserts it was not called while the form is invalid, then what a valid form
 * sent. Refused, so no screen goes on to a success toast: one would wait for a toast host and
 * show in a later test file's (the worker keeps modules from file to file).
 */
export function mutationSpy<TData, TVariables extends Record<string, unknown>>(query: TypedDocumentNode<TData, TVariables>) {
  const sent = vi.fn((_variables: TVariables) => ({ errors: [{ message: 'Refused by the test platform.', extensions: { code: 'SERVER_MESSAGE', reason: 'TEST_REFUSAL' } }] }));
  const mock: MockLink.MockedResponse<TData, TVariables> = {
    request: { query, variables: () => true },
    result: (variables) => sent(variables),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, sent };
}

/** A query that answers every request with `answer(variables)` (a quote asked as the member types). */
export function answering<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  answer: (variables: TVariables) => TData,
): MockLink.MockedResponse<TData, TVariables> {
  return { request: { query, variables: () => true }, result: (variables) => ({ data: answer(variables) }), maxUsageCount: Number.POSITIVE_INFINITY };
}

/**
 * The mocks, except that every request of `held` waits until `release(data)`: what a screen shows
 * before the platform has answered, then after. Pass `link` to MockedProvider.
 */
export function holding<TData, TVariables>(held: TypedDocumentNode<TData, TVariables>, mocks: ConstructorParameters<typeof MockLink>[0]) {
  const name = getOperationAST(held)?.name?.value;
  const waiting: Subscriber<ApolloLink.Result>[] = [];
  const gate = new ApolloLink(() => new Observable<ApolloLink.Result>((observer) => void waiting.push(observer)));
  const link = ApolloLink.split((operation) => operation.operationName === name, gate, new MockLink(mocks));
  const release = (data: TData) => {
    for (const observer of waiting.splice(0)) {
      observer.next({ data: data as Record<string, unknown> });
      observer.complete();
    }
  };
  return { link, release, waiting: () => waiting.length };
}

/** A number written the en-US way (`1,234.56`) as `locale` writes it: Indonesian swaps the marks (`1.234,56`). */
export function written(locale: string, value: string): string {
  return locale === 'id-ID' ? value.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.')) : value;
}

/**
 * A screen rendered and worked through (a form from its first refusal to its valid state) is one
 * test: a few seconds on a machine busy with other work, where vitest's default 5 s cuts it short.
 */
export const SCREEN_TEST = { timeout: 20_000 };

/** What holds the member's money back (the gateway's `securityGuards`): nothing unless told. */
export function guardsMock(guards: { moneyLockedUntil?: string | null; withdrawalsPausedUntil?: string | null } = {}) {
  return answering(SecurityGuardsDocument, () => ({
    securityGuards: { __typename: 'SecurityGuards' as const, moneyLockedUntil: guards.moneyLockedUntil ?? null, withdrawalsPausedUntil: guards.withdrawalsPausedUntil ?? null },
  }));
}
