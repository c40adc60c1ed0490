import { jaJPApp } from './app/ja-JP';
import { jaJPSignIn } from './sign-in/ja-JP';
import type { Catalogue } from './types';

/** The whole ja-JP catalogue: its sign-in part and its app part (loaded apart: ./loaders.ts). */
export const jaJP: Catalogue = { ...jaJPSignIn, ...jaJPApp };
