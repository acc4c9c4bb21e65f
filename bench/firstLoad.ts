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

/** Gzip sizes of built files named by URL (what a page loaded), JS and CSS only. */
export function assetSizes(urls: readonly string[], dist = 'dist'): { file: string; gzip: number }[] {
  const files = [...new Set(urls.map((url) => new URL(url).pathname.replace(/^\//, '')))];
  return files
    .filter((file) => /\.(js|css)$/.test(file) && !file.startsWith('bench/'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));
}
