/**
 * Writes the Content-Security-Policy (see csp.ts) into every built page, after vite-plugin-singlefile has inlined
 * the scripts and styles it must name, and has the preview server send each page's policy as a header too.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, policyOf, withPolicy } from './csp.ts';

export function contentSecurityPolicyPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'battle-chronicle:csp',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // order 'post' among the 'post' plugins: after vite-plugin-singlefile's own inlining in generateBundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.html') && typeof file.source === 'string') {
            file.source = withPolicy(file.source);
          }
        }
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview');
        const path = url.pathname;
        // The embedded view (?embed=1: no authoring, export or library tools) is made to be framed by any page;
        // the full app only by its own.
        const ancestors = url.searchParams.get('embed') === '1' ? '*' : "'self'";
        const page = path.endsWith('/') ? `${path}index.html` : path;
        if (!page.endsWith('.html')) {
          response.setHeader(
            'Content-Security-Policy',
            contentSecurityPolicy({ scripts: [], styles: [] }, { forHeader: true }),
          );
          return next();
        }
        readFile(resolve(outDir, `.${page}`), 'utf8')
          .then((html) => {
            const policy = policyOf(html);
            if (policy)
              response.setHeader('Content-Security-Policy', `${policy}; frame-ancestors ${ancestors}`);
          })
          .catch(() => {})
          .finally(() => next());
      });
    },
  };
}
