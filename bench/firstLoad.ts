/**
 * The first load of the built app: the script, the module preloads and the style sheets `dist/index.html` loads
 * before any dynamic import, each with its gzip size (zlib, level 9, as served compressed).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function firstLoadAssets(dist = 'dist'): { file: string; gzip: number }[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = tags.flatMap((tag) => {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isLink = /rel="(modulepreload|stylesheet)"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return (isScript || isLink) && url && !/^(data:|https?:)/.test(url) ? [url] : [];
  });
  return files.map((file) => ({
    file: file.replace(/^\.\//, ''),
    gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
  }));
}
