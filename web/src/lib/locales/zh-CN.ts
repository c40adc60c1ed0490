import { zhCNApp } from './app/zh-CN';
import { zhCNSignIn } from './sign-in/zh-CN';
import type { Catalogue } from './types';

/** The whole zh-CN catalogue: its sign-in part and its app part (loaded apart: ./loaders.ts). */
export const zhCN: Catalogue = { ...zhCNSignIn, ...zhCNApp };
