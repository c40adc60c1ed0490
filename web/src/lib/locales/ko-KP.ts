import { koKPApp } from './app/ko-KP';
import { koKPSignIn } from './sign-in/ko-KP';
import type { Catalogue } from './types';

/** The whole ko-KP catalogue: its sign-in part and its app part (loaded apart: ./loaders.ts). */
export const koKP: Catalogue = { ...koKPSignIn, ...koKPApp };
