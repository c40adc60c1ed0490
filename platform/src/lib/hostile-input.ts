/**
 * Text that PostgreSQL cannot store (it refuses U+0000 in text) and that no member types: a
 * NUL character anywhere in a request is refused as bad input before any rule or query sees it.
 */
export function nulCharacterPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'data' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterPath(item, `${path}/${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return `${path}/${key.replaceAll('\u0000', '\\u0000')}`;
      const found = nulCharacterPath(item, path ? `${path}/${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/** Throws a validation refusal (HTTP 400, reason VALIDATION) when `value` holds a NUL character. */
export function refuseNulCharacters(value: unknown): void {
  const path = nulCharacterPath(value);
  if (path === undefined) return;
  const message = 'must not contain the NUL character (U+0000)';
  throw Object.assign(new Error(`${path} ${message}`), { validation: [{ instancePath: `/${path.replace(/^\//, '')}`, message }] });
}
