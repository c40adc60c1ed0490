// Reading a form as a member does: a field by its label (as the catalogue words it, with the
// required mark MUI adds), the line under it that the field is described by, a button by its name.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type Options } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * A member's clicks and uploads, without user-event's check of `pointer-events` on each event (it
 * reads the computed style of every ancestor, slow in happy-dom).
 */
export function member(options: Options = {}) {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
}

/**
 * The button so named (in `container`, else the whole document). Role queries skip their
 * visibility check (`hidden: true`): it reads the computed style of every element, a tenth of a
 * second per query on a form in happy-dom.
 */
export function button(name: string, container?: HTMLElement): HTMLButtonElement {
  return (container ? within(container) : screen).getByRole('button', { name, hidden: true }) as HTMLButtonElement;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The label exactly as the catalogue words it, followed by MUI's required mark or not. */
export function labelled(label: string): RegExp {
  return new RegExp(`^${escape(label)}\\s*\\*?$`);
}

/** The input labelled so (in `container`, else the whole document). */
export function field(label: string, container?: HTMLElement): HTMLInputElement {
  return (container ? within(container) : screen).getByLabelText(labelled(label), { selector: 'input, textarea' }) as HTMLInputElement;
}

/** Each field is labelled so (compared by identity: a deep comparison of DOM nodes walks the whole document). */
export function expectLabelled(...fields: [label: string, input: HTMLElement][]): void {
  for (const [label, input] of fields) expect(field(label) === input, `"${label}" labels ${input.id}`).toBe(true);
}

/** The text under a field: what its `aria-describedby` points at (empty when there is none). */
export function lineUnder(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The field is marked invalid and says `message` under it. */
export function expectRefused(input: HTMLElement, message: string): void {
  expect(input.getAttribute('aria-invalid'), `${input.id} is marked invalid`).toBe('true');
  expect(lineUnder(input), `the line under ${input.id}`).toBe(message);
}

/** The field is not marked invalid and says none of `messages`. */
export function expectAccepted(input: HTMLElement, ...messages: string[]): void {
  expect(input.getAttribute('aria-invalid'), `${input.id} is not marked invalid`).not.toBe('true');
  for (const message of messages) expect(lineUnder(input), `the line under ${input.id}`).not.toContain(message);
}

/** Replaces what a field holds, as pasting over it does (one change, not a key at a time: fast). */
export function fill(input: HTMLElement, value: string): void {
  fireEvent.change(input, { target: { value } });
}
