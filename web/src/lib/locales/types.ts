import type { enUSApp } from './app/en-US';
import type { enUSSignIn } from './sign-in/en-US';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** The shape of every locale's sign-in part (the source: sign-in/en-US.ts). */
export type SignInCatalogue = DeepStrings<typeof enUSSignIn>;
/** The shape of every locale's app part (the source: app/en-US.ts). */
export type AppCatalogue = DeepStrings<typeof enUSApp>;
/** The shape every locale's whole catalogue has. */
export type Catalogue = SignInCatalogue & AppCatalogue;
