import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { firstScreenFiles, type FirstScreenFiles } from './first-screen-files.ts';

/** What src/app/prerender.tsx renders (its `PrerenderedScreen`, described there). */
interface PrerenderedScreen {
  html: string;
  css: string;
  emotionIds: string[];
  mark: string;
  inlineScripts: string[];
  unfitCss: string;
}

const CONFIG_FILE = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Puts the sign-in screen, rendered by React in Node (src/app/prerender.tsx), into the built
 * index.html: its markup inside `#root`, the CSS it uses in <head>, and the two small inline
 * scripts that must run before the first paint (docs/web.md, "The sign-in screen in
 * index.html"). The form then paints as the HTML arrives; main.tsx hydrates it.
 */
export function prerenderSignIn(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal:prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the files are written, before precompress (closeBundle) compresses index.html.
    async writeBundle(_options, bundle) {
      const file = path.join(outDir, 'index.html');
      const page = await readFile(file, 'utf8');
      if (!page.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to render the sign-in screen into`);
      await writeFile(file, withScreen(page, await renderScreen(firstScreenFiles(bundle))));
    },
  };
}

/** The app's own source through Vite's server-side loader: the same aliases and transforms as the build. */
async function renderScreen(firstScreen: FirstScreenFiles): Promise<PrerenderedScreen> {
  const server = await createServer({
    configFile: CONFIG_FILE,
    mode: 'production',
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const { renderSignIn } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as { renderSignIn: (files: FirstScreenFiles) => Promise<PrerenderedScreen> };
    return await renderSignIn(firstScreen);
  } finally {
    await server.close();
  }
}

export function withScreen(page: string, screen: PrerenderedScreen): string {
  const scripts = screen.inlineScripts.map((script) => `<script>${script}</script>`).join('');
  const styles = `<style data-emotion="css ${screen.emotionIds.join(' ')}">${screen.css}</style><style>${screen.unfitCss}</style>`;
  return page
    .replace('<meta charset="UTF-8" />', (charset) => `${charset}${scripts}`)
    .replace('</head>', `${styles}</head>`)
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered="${screen.mark}">${screen.html}</div>`);
}
