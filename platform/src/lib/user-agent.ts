import Bowser from 'bowser';

/** A device as a member recognizes it: browser, operating system and kind, read from the user agent. */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  /** desktop, mobile, tablet, tv or bot; null when the user agent does not say. */
  kind: string | null;
}

/** Parsed with bowser; an empty or unreadable user agent describes nothing rather than failing the call. */
export function describeDevice(userAgent: string): DeviceDescription {
  const trimmed = userAgent.trim().slice(0, 512);
  if (trimmed.length === 0) return { browser: null, os: null, kind: null };
  const parsed = Bowser.parse(trimmed);
  const join = (...parts: (string | undefined)[]) => parts.filter((part) => part && part.length > 0).join(' ') || null;
  return {
    browser: join(parsed.browser.name, parsed.browser.version?.split('.')[0]),
    os: join(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
    kind: parsed.platform.type ?? null,
  };
}
