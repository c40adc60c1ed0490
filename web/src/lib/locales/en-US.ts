import { enUSApp } from './app/en-US';
import { enUSSignIn } from './sign-in/en-US';
import type { Catalogue } from './types';

/** The whole en-US catalogue: its sign-in part and its app part (loaded apart: ./loaders.ts). */
export const enUS: Catalogue = { ...enUSSignIn, ...enUSApp };

export type { Catalogue } from './types';
