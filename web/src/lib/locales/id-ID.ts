import { idIDApp } from './app/id-ID';
import { idIDSignIn } from './sign-in/id-ID';
import type { Catalogue } from './types';

/** The whole id-ID catalogue: its sign-in part and its app part (loaded apart: ./loaders.ts). */
export const idID: Catalogue = { ...idIDSignIn, ...idIDApp };
