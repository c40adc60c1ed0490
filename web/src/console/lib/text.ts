import { useTranslation } from 'react-i18next';
import type { ConsoleCatalogue } from '../locales/en-US';

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every text key of the console's catalogue (the member app's typed keys are not the console's). */
export type ConsoleKey = KeysOf<ConsoleCatalogue>;
export type ConsoleT = (key: ConsoleKey, options?: Record<string, unknown>) => string;

/** The console's texts, typed by its own catalogue. */
export function useConsoleText() {
  const { t, i18n } = useTranslation();
  return { t: t as unknown as ConsoleT, i18n };
}
