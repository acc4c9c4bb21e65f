// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SHARED_CHAPTER_ID, embedChapter, sharedFileName } from './sharedPage';

const page = `<!doctype html>
<html><head><script type="module">const s = "</body>";</script></head>
<body>
<div id="app"></div>
</body>
</html>
`;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const embedded = (html: string) => parse(html).getElementById(SHARED_CHAPTER_ID)?.textContent ?? null;

describe('embedChapter(page, bundleJson)', () => {
  it('puts the chapter in the page as JSON that reads back as it was', () => {
    const json = JSON.stringify({ text: 'a', title: '辽兵' });
    expect(JSON.parse(embedded(embedChapter(page, json))!)).toEqual({ text: 'a', title: '辽兵' });
  });

  it('writes every < as \\u003c, so a chapter holding </script> cannot end the element', () => {
    const hostile = { text: '</script><script>alert(1)</script><!--' };
    const html = embedChapter(page, JSON.stringify(hostile));
    const element = html.slice(html.indexOf(`id="${SHARED_CHAPTER_ID}"`));
    expect(element.indexOf('</script>')).toBeGreaterThan(element.indexOf('alert'));
    expect(JSON.parse(embedded(html)!)).toEqual(hostile);
    expect(parse(html).querySelectorAll('script')).toHaveLength(2);
  });

  it('inserts before the page’s own </body>, not one inside a script', () => {
    const html = embedChapter(page, '{}');
    expect(html.indexOf(SHARED_CHAPTER_ID)).toBeGreaterThan(html.indexOf('<div id="app">'));
    expect(html).toContain('const s = "</body>";');
  });

  it('replaces the chapter of a page that already shares one', () => {
    const twice = embedChapter(embedChapter(page, '{"n":1}'), '{"n":2}');
    expect(twice.match(new RegExp(SHARED_CHAPTER_ID, 'g'))).toHaveLength(1);
    expect(embedded(twice)).toBe('{"n":2}');
  });

  it('refuses a page without a body rather than writing a broken one', () => {
    expect(() => embedChapter('<p>no</p>', '{}')).toThrow('</body>');
  });
});

describe('sharedFileName(id)', () => {
  it('names the file after the chapter', () => {
    expect(sharedFileName('yanjing')).toBe('yanjing.battle-chronicle.html');
  });
});
