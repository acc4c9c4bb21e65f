import { describe, expect, it } from 'vitest';
import { decodeCompareHash, encodeCompareHash } from './compareRoute';

describe('decodeCompareHash(hash)', () => {
  it('reads the two chapters and the event selected on one side', () => {
    expect(decodeCompareHash('#/compare/jieting-novel/jieting-history?right=ma-su-defeated')).toEqual({
      left: 'jieting-novel',
      right: 'jieting-history',
      selected: { side: 'right', event: 'ma-su-defeated' },
      mode: 'explore',
    });
  });

  it('reads the deck and handout modes, and no selection when none is named', () => {
    expect(decodeCompareHash('#/compare/a/b?mode=present')).toEqual({
      left: 'a',
      right: 'b',
      selected: null,
      mode: 'present',
    });
    expect(decodeCompareHash('#/compare/a/b?mode=handout')?.mode).toBe('handout');
    expect(decodeCompareHash('#/compare/a/b?mode=presenter')?.mode).toBe('explore');
  });

  it('is null for a chapter’s address or a comparison missing a side', () => {
    expect(decodeCompareHash('#/yanjing/liao-assault')).toBeNull();
    expect(decodeCompareHash('#/compare/a')).toBeNull();
    expect(decodeCompareHash('#/compare/%E0%A4%A/b')).toBeNull();
  });
});

describe('encodeCompareHash(route)', () => {
  it('round-trips through decodeCompareHash', () => {
    const route = {
      left: 'a',
      right: 'b',
      selected: { side: 'left' as const, event: 'x-1' },
      mode: 'present' as const,
    };
    expect(encodeCompareHash(route)).toBe('#/compare/a/b?left=x-1&mode=present');
    expect(decodeCompareHash(encodeCompareHash(route))).toEqual(route);
  });

  it('writes no query for a bare comparison', () => {
    expect(encodeCompareHash({ left: 'a', right: 'b', selected: null, mode: 'explore' })).toBe(
      '#/compare/a/b',
    );
  });
});
