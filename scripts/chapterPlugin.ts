/**
 * The Vite plugin that publishes data/: at build time it validates the folder with the same validator as
 * `npm run validate` (the build fails on any problem, printing the validator's lines) and writes the resolved
 * chapters beside the app as `chapters/index.json` plus one file per chapter; the dev server serves the same
 * files, computed afresh from data/ on every request. With `inline` (the single offline file, opened from
 * file:// where fetch cannot read) the files go into the page as one JSON script element instead.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { INDEX_FILE, type ChapterIndex } from '../src/lib/data/chapterFiles.ts';
import {
  CHAPTERS_DIR,
  EMBEDDED_ID,
  loaderName,
  loaderSource,
  preloadSource,
} from '../src/lib/data/publishedFiles.ts';

const hashed = (id: string, json: string) =>
  `${id}.${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;

/**
 * The validator is app code (extensionless TypeScript imports), so it is run through Vite's module runner rather
 * than bundled into the config, which Vite's config loader warns about.
 */
async function publish(root: string, fileName: (id: string, json: string) => string) {
  const { module } = await runnerImport<typeof import('./publishData.ts')>(
    fileURLToPath(new URL('./publishData.ts', import.meta.url)),
    {
      configFile: false,
      logLevel: 'warn',
    },
  );
  return module.publishData(root, fileName);
}

/** JSON that is safe inside a <script> element: no "<" can close it or open a comment. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

export function chapterData({ inline = false, dir = 'data' } = {}): Plugin {
  const root = resolve(dir);
  let files = new Map<string, string>();
  let building = false;
  return {
    name: 'battle-chronicle:chapters',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return; // the dev server validates on every request and shows problems on the page
      const published = await publish(root, hashed);
      if (published.problems.length) this.error(`${dir}/ is not valid:\n${published.problems.join('\n')}`);
      files = published.files;
    },
    generateBundle() {
      if (inline) return;
      for (const [name, source] of files) {
        this.emitFile({ type: 'asset', fileName: `${CHAPTERS_DIR}/${name}`, source });
        this.emitFile({
          type: 'asset',
          fileName: `${CHAPTERS_DIR}/${loaderName(name)}`,
          source: loaderSource(name, source),
        });
      }
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (context.server) return;
        if (!inline) {
          // Right after the charset, inline (the CSP names it by hash), so the opened chapter starts downloading as
          // the page is parsed, beside the app's code, with no request before it and no style sheet to wait for
          // (see preloadSource).
          const index = JSON.parse(files.get(INDEX_FILE) ?? '{"chapters":[]}') as Pick<
            ChapterIndex,
            'chapters'
          >;
          const named = Object.fromEntries(index.chapters.map((entry) => [entry.meta.id, entry.file]));
          const script = `<script>${preloadSource(INDEX_FILE, named)}</script>`;
          const charset = /<meta charset="[^"]*"\s*\/?>/i;
          return html.replace(charset.test(html) ? charset : /<head>/i, (start) => `${start}\n    ${script}`);
        }
        const all = Object.fromEntries([...files].map(([name, json]) => [name, JSON.parse(json) as unknown]));
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: EMBEDDED_ID },
            children: scriptSafe(JSON.stringify(all)),
            injectTo: 'head',
          },
        ];
      },
    },
    configureServer(server) {
      // Edits in data/ show on the next reload; a broken file shows its problems on the page, as in the app.
      server.watcher.add(root);
      server.watcher.on('change', (path) => {
        if (path.startsWith(root)) server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use(`/${CHAPTERS_DIR}/`, (request, response, next) => {
        const name = decodeURIComponent((request.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        publish(root, (id) => `${id}.json`).then(({ files: published }) => {
          const loaded = [...published.keys()].find((file) => loaderName(file) === name);
          if (loaded) {
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(loaderSource(loaded, published.get(loaded)!));
            return;
          }
          const source = published.get(name);
          if (source === undefined) {
            response.statusCode = 404;
            response.end(`no published file "${name}"`);
            return;
          }
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.setHeader('Cache-Control', 'no-store');
          response.end(source);
        }, next);
      });
    },
  };
}
