import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hashSource, inlineSources, policyOf, withPolicy } from './csp.ts';

const page = (head: string) =>
  `<!doctype html><html><head>\n<meta charset="UTF-8" />\n${head}</head><body></body></html>`;

describe('contentSecurityPolicy(sources)', () => {
  it('runs only the site’s own scripts when no inline script is named, and never eval or inline code', () => {
    const policy = contentSecurityPolicy({ scripts: [], styles: [] });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe|frame-ancestors/);
  });
  it('names inline scripts by hash instead of the site, and adds frame-ancestors only for a header', () => {
    const policy = contentSecurityPolicy({ scripts: ["'sha256-a'"], styles: [] }, { forHeader: true });
    expect(policy).toContain("script-src 'sha256-a';");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("worker-src 'self' blob:");
  });
  it('names the site and the inline scripts by hash when a page runs both, and starts workers from files only', () => {
    const policy = contentSecurityPolicy({ scripts: ["'sha256-a'"], styles: [], files: true });
    expect(policy).toContain("script-src 'self' 'sha256-a';");
    expect(policy).toContain("worker-src 'self';");
  });
});

describe('inlineSources(html) / withPolicy(html)', () => {
  it('hashes inline scripts and styles, but not external scripts or JSON data blocks', () => {
    const html = page(
      '<script type="module">run()</script><script src="./a.js"></script>' +
        '<script type="application/json">{"a":1}</script><style>b{c:d}</style>',
    );
    expect(inlineSources(html)).toEqual({
      scripts: [hashSource('run()')],
      styles: [hashSource('b{c:d}')],
      files: true,
    });
    expect(inlineSources(page('<script>run()</script>'))).toEqual({
      scripts: [hashSource('run()')],
      styles: [],
    });
  });
  it('hashes as browsers do: sha256 of the UTF-8 text, in base64', () => {
    // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(hashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
  it('puts the policy right after the charset, before any script, and reads it back', () => {
    const html = withPolicy(page('<script type="module">run()</script>'));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('charset')).toBeLessThan(html.indexOf('Content-Security-Policy'));
    expect(policyOf(html)).toBe(contentSecurityPolicy({ scripts: [hashSource('run()')], styles: [] }));
  });
});
