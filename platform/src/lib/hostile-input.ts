/**
 * Input no member sends, refused as bad input before any rule or query sees it:
 * - text holding the NUL character (U+0000), which PostgreSQL cannot store in text;
 * - values nested deeper than MAX_NESTING: no request of the API nests more than a few levels,
 *   and a scan of a deeper one must not exhaust the stack (a 7 KB body of 3,500 nested arrays).
 */
export const MAX_NESTING = 32;

const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';
const NESTING_MESSAGE = `must not nest deeper than ${MAX_NESTING} levels`;

export interface HostileInput {
  /** Where, as a JSON pointer without its leading slash (`data` for the whole value). */
  path: string;
  message: string;
}

/** The first hostile part of `value`, in document order, or undefined. Iterative: depth costs no stack. */
export function findHostileInput(value: unknown): HostileInput | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return { path: next.path || 'data', message: NUL_MESSAGE };
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= MAX_NESTING) return { path: next.path || 'data', message: NESTING_MESSAGE };
    const children: { value: unknown; path: string; depth: number }[] = [];
    if (Array.isArray(next.value)) {
      next.value.forEach((item, index) => children.push({ value: item, path: `${next.path}/${index}`, depth: next.depth + 1 }));
    } else {
      for (const [key, item] of Object.entries(next.value)) {
        if (key.includes('\u0000')) return { path: `${next.path}/${key.replaceAll('\u0000', '\\u0000')}`, message: NUL_MESSAGE };
        children.push({ value: item, path: next.path ? `${next.path}/${key}` : key, depth: next.depth + 1 });
      }
    }
    // Last child first onto the stack, so the first one is looked at first.
    for (let index = children.length - 1; index >= 0; index--) pending.push(children[index]!);
  }
  return undefined;
}

/** Throws a validation refusal (HTTP 400, reason VALIDATION) when `value` holds hostile input. */
export function refuseHostileInput(value: unknown): void {
  const found = findHostileInput(value);
  if (!found) return;
  throw Object.assign(new Error(`${found.path} ${found.message}`), { validation: [{ instancePath: `/${found.path.replace(/^\//, '')}`, message: found.message }] });
}
