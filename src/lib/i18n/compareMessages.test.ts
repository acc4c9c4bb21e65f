import { describe, expect, it } from 'vitest';
import { compareMessage } from './compareMessages';

describe('the comparison’s strings', () => {
  it('compareMessage(key, locale, params) fills the parameters where the language places them', () => {
    expect(compareMessage('pairOf', 'en', { index: 2, count: 5 })).toBe('Pair 2 of 5');
    expect(compareMessage('pairOf', 'zh-Hant', { index: 2, count: 5 })).toBe('第 2 對，共 5 對');
  });
});
