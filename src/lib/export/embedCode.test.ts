// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { embedSnippet, embedUrl, escapeAttribute, hashInMode } from './embedCode';
import { decodeHash } from '../state/urlState';

/** The snippet as a browser reads it: its one element. */
const parsed = (html: string) => {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  expect(body.children).toHaveLength(1);
  return body.firstElementChild!;
};

const site = {
  protocol: 'https:',
  origin: 'https://school.example',
  pathname: '/history/battles/index.html',
};

describe('embedUrl(page, hash)', () => {
  it('is the page under its own path with embed=1 before the view’s hash', () => {
    expect(embedUrl(site, '#/yanjing/liao-scale-wall?order=text')).toBe(
      'https://school.example/history/battles/index.html?embed=1#/yanjing/liao-scale-wall?order=text',
    );
    expect(embedUrl({ ...site, pathname: '/b/' }, '/miyun')).toBe('https://school.example/b/?embed=1#/miyun');
    expect(embedUrl({ ...site, protocol: 'http:' }, '')).toBe(
      'https://school.example/history/battles/index.html?embed=1',
    );
  });
  it('gives none for a page opened from a file, which no site can frame', () => {
    expect(
      embedUrl({ protocol: 'file:', origin: 'null', pathname: '/home/t/battle-chronicle.html' }, '#/a'),
    ).toBe(null);
  });
});

describe('hashInMode(hash, mode)', () => {
  it('shows the presentation of the same chapter at the same step, with the same view', () => {
    const hash = hashInMode('#/yanjing/liao-scale-wall?order=text&types=rout,siege', 'present');
    expect(decodeHash(hash)).toMatchObject({
      chapterId: 'yanjing',
      eventId: 'liao-scale-wall',
      mode: 'present',
      order: 'text',
      filters: { types: ['rout', 'siege'] },
    });
    expect(decodeHash(hashInMode('#/yanjing?mode=present&slide=overview', 'present')).slide).toBe('overview');
  });
  it('shows the explorer from a deck, a presenter view or a handout, without their own parameters', () => {
    expect(hashInMode('#/yanjing/e1?mode=presenter&reveal=1', 'explore')).toBe('#/yanjing/e1');
    expect(hashInMode('#/yanjing?mode=handout&handout=worksheet&steps=1-3', 'explore')).toBe(
      '#/yanjing?handout=worksheet',
    );
    expect(hashInMode('', 'explore')).toBe('#/');
  });
});

describe('embedSnippet(options)', () => {
  it('writes a titled frame that may go full screen', () => {
    const html = embedSnippet({
      url: 'https://s.example/?embed=1#/yanjing',
      title: 'Yanjing',
      height: 500.4,
    });
    const frame = parsed(html);
    expect(frame.getAttribute('src')).toBe('https://s.example/?embed=1#/yanjing');
    expect(frame.getAttribute('title')).toBe('Yanjing');
    expect(frame.getAttribute('height')).toBe('500');
    expect(frame.getAttribute('width')).toBe('100%');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
  });
  it('escapes every attribute value, so a title or an address cannot close the attribute or the tag', () => {
    const html = embedSnippet({
      url: 'https://s.example/?embed=1#/a?q="><script>alert(1)</script>&x=\'',
      title: '辽兵 "复夺" <燕京> & \'more\'',
    });
    expect(html).not.toContain('<script');
    const frame = parsed(html);
    expect(frame.getAttribute('title')).toBe('辽兵 "复夺" <燕京> & \'more\'');
    expect(frame.getAttribute('src')).toBe(
      'https://s.example/?embed=1#/a?q="><script>alert(1)</script>&x=\'',
    );
  });
  it('escapeAttribute(value) leaves plain text alone', () => {
    expect(escapeAttribute('街亭 · Jieting')).toBe('街亭 · Jieting');
  });
});
