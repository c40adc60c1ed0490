import type { TFunction } from 'i18next';

/** A device in words: "Chrome 120 · Windows 10", or the unknown-device words when the user agent said nothing. */
export function deviceLabel(device: { browser?: string | null; os?: string | null }, t: TFunction): string {
  const parts = [device.browser, device.os].filter((part): part is string => typeof part === 'string' && part.length > 0);
  return parts.length > 0 ? parts.join(' · ') : t('security.unknownDevice');
}
