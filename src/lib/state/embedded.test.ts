import { describe, expect, it } from 'vitest';
import { isEmbedded } from './embedded';
import { EMBED_PARAMETER } from '../export/embedCode';

describe('isEmbedded(search)', () => {
  it('reads embed=1 among the page’s parameters, as the embed code writes it', () => {
    expect(isEmbedded(`?${EMBED_PARAMETER}`)).toBe(true);
    expect(isEmbedded('?bench=10&embed=1')).toBe(true);
    expect(isEmbedded('?embed=1&x=2')).toBe(true);
  });
  it('is off without it, or with another value', () => {
    for (const search of ['', '?embed=0', '?embed=10', '?noembed=1', '?embedded=1'])
      expect(isEmbedded(search), search).toBe(false);
  });
});
