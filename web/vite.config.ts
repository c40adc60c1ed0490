import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';
import { prerenderSignIn } from './build/prerender.ts';
import { dashboardClosure, entryClosure, signInClosure } from './build/sign-in-closure.ts';
import { sourceStamp } from './build/source-stamp.ts';
import { trustedDocuments } from './build/trusted-documents.ts';
import { typedDocuments } from './build/typed-documents.ts';

// The gateway serves the built app at `/` and GraphQL at `/graphql` on the same origin, so
// the app always calls relative URLs; in development Vite proxies them to a running gateway.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

// The libraries every screen starts with: emotion, MUI's core and the components the sign-in
// screen shows, i18next. Only those /login runs go in `ui-core`; the rest of them load with
// the screens that use them, in `ui-more` (build/sign-in-closure.ts).
const UI_CORE =
  /node_modules[\\/](@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|ButtonBase|transitions|internal|SvgIcon|Typography|Box|Button|IconButton|Paper|Stack|CircularProgress|CssBaseline|Alert|Link|useMediaQuery)|i18next|react-i18next|clsx|prop-types|@babel[\\/]runtime)[\\/]/;
const signIn = signInClosure();
const dashboard = dashboardClosure();
const entry = entryClosure();
const ENTRY_SOURCES = /web[\\/]src[\\/](?!main\.tsx$|app[\\/]preload\.ts$)/;
const FIRST_SCREENS_TOO = /node_modules[\\/]@mui[\\/](material[\\/]useMediaQuery|utils[\\/]usePreviousProps)[\\/]/;

export default defineConfig({
  plugins: [typedDocuments(), react(), signIn.plugin, dashboard.plugin, entry.plugin, trustedDocuments(), prerenderSignIn(), precompress(), sourceStamp()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },

  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // On a phone every file is a round trip: the libraries every screen starts with go in
        // a few stable chunks (cached for a year, docs/web.md "Loading") instead of dozens of
        // small ones; components and screens still load with the route that uses them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-is)[\\/]/, priority: 3 },
            // With what those import from elsewhere (MUI's FormControl context, for one): left
            // out, `ui-more` would take it along with its own modules that use it, and /login
            // would load `ui-more` for it.
            // And the few bytes of MUI /login does not run but the shell and the dashboard do (its
            // useMediaQuery, the badge's usePreviousProps): else the first signed-in screen fetches
            // all of `ui-more` for them (e2e/test/shell-truth.test.ts checks that it does not).
            { name: 'ui-core', test: (id) => (signIn.has(id) && (UI_CORE.test(id) || signIn.importedBy(id, UI_CORE))) || FIRST_SCREENS_TOO.test(id), priority: 2 },
            { name: 'ui-more', test: UI_CORE, priority: 1 },
            // The sign-in screens use react-hook-form and graphql's printer, never Apollo or zod:
            // each has a group of its own, so loading one does not bring the others.
            { name: 'apollo', test: /node_modules[\\/](@apollo|rxjs|optimism|@wry|tslib|apollo-upload-client|extract-files|is-plain-obj)[\\/]/, priority: 2 },
            { name: 'graphql', test: /node_modules[\\/]graphql[\\/]/, priority: 4 },
            { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/, priority: 2 },
            // The MUI parts of the shell (lists, toolbar) and the dashboard's cards, chips and
            // skeletons: one file with the shell instead of a dozen half-kilobyte ones. Not the
            // drawer and its modal and transitions: they load with the drawer (app/shell/shell-drawer.tsx).
            {
              name: 'ui-shell',
              test: /node_modules[\\/]@mui[\\/]material[\\/](List|ListItem|ListItemButton|ListItemText|ListItemIcon|Toolbar|AppBar|Chip|Skeleton|Card|CardContent|Divider|BottomNavigation|BottomNavigationAction)[\\/]/,
              priority: 2,
            },
            // Our small modules every first screen runs (paths, session, failure wording, …): one
            // file, not a round trip each; nothing in it is more than the sign-in screens load anyway.
            {
              name: 'app-base',
              // And every other module of ours the entry imports (i18n, the theme, …): else the
              // `first-screen` group below would take them, with the entry importing it on /login.
              test: (id) =>
                /(web[\\/]src[\\/](config[\\/]paths|lib[\\/](session|idle|notify|failure|field-errors|connection|graphql-http|trusted-documents|prefetch|shell-queries|locales[\\/](shared|loaders))|components[\\/](page-loader|failure-alert))|envelope[\\/]src[\\/]codes)\.tsx?$/.test(id) ||
                (entry.has(id) && ENTRY_SOURCES.test(id)),
              priority: 2,
            },
            { name: 'zod', test: /node_modules[\\/](zod|@hookform)[\\/]/, priority: 2 },
            // What the shell and the dashboard run beyond the groups above (our helpers, the nav's
            // icons, the two routes themselves): one file for the first signed-in screen instead of
            // some thirty of a few hundred bytes, each a round trip on a phone's six connections.
            // What the sign-in screen and the dashboard both run (the brand, the language and theme
            // menus, their icons) is one file of its own, claimed before `first-screen` would take it
            // along as a dependency and make /login load the dashboard's file.
            { name: 'both-first-screens', test: (id) => dashboard.has(id) && signIn.has(id), priority: 1 },
            { name: 'first-screen', test: (id) => dashboard.has(id) && !signIn.has(id), priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': {
        target: gateway,
        changeOrigin: true,
        // The live subscriptions' WebSocket too. The gateway takes WebSockets only from its own
        // origin (or a listed one): through this proxy the page's origin is the dev server's.
        ws: true,
        configure: (proxy) => proxy.on('proxyReqWs', (request) => request.setHeader('origin', gateway)),
      },
      '/export': { target: gateway, changeOrigin: true },
    },
  },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['test/setup-waits.ts'],
    // A worker keeps what it imported (React, MUI, the catalogues) from one file to the next:
    // importing them afresh per file was two thirds of the run (39 s → 16 s). Files share no state
    // through modules: each renders into a fresh root, and a test of module state (the language
    // loader) imports that module anew itself.
    isolate: false,
    // Both cores (vitest's default leaves one free): the files are independent renders.
    maxWorkers: 2,
    // Worker threads, not child processes: 77 s against 87–92 s for the same 721 tests, and a
    // sixth less processor time (2026-11-27, idle machine, two runs each). Nothing here needs a
    // process of its own (no native addon, no chdir). The platform's and gateway's suites stay on
    // processes: threads saved them nothing beyond the spread (165 s against 159 s; 101 against 108).
    pool: 'threads',
    // A form filled in five languages takes seconds on a loaded machine; the limit catches a hang.
    testTimeout: 20_000,
  },
});
