import { describe, expect, it } from 'vitest';
import { describeQuantity } from './quantity';
import type { Quantity } from './types';

describe('describeQuantity(q, language)', () => {
  it.each<[Quantity, string]>([
    [{ kind: 'cavalry', qualifier: 'several', range: [2000, 9000], text: '几千' }, 'several thousand (几千)'],
    [{ kind: 'traps', qualifier: 'several', range: [200, 900], text: '數百個' }, 'several hundred (數百個)'],
    [
      { kind: 'civilians', qualifier: 'several', range: [20000, 90000], text: '數萬百姓' },
      'tens of thousands (數萬百姓)',
    ],
    [{ kind: 'killed', qualifier: 'several', range: [20, 90], text: '幾十名' }, 'dozens (幾十名)'],
    [{ kind: 'gates', qualifier: 'several', range: [11, 19], text: '十幾座城門' }, '11–19 (十幾座城門)'],
    [{ kind: 'fallen', qualifier: 'countless', text: '不可勝數' }, 'countless (不可勝數)'],
    [{ kind: 'troops', value: 6000, qualifier: 'more-than', text: '六千多人' }, 'more than 6,000 (六千多人)'],
    [
      { kind: 'troops', value: 35000, qualifier: 'at-least', text: '不下三萬五千' },
      'at least 35,000 (不下三萬五千)',
    ],
    [{ kind: 'escaped', value: 400, qualifier: 'under', text: '不到400人' }, 'fewer than 400 (不到400人)'],
    [{ kind: 'cavalry', value: 3000, text: '三千精騎' }, '3,000 (三千精騎)'],
    [{ kind: 'duration', value: 1, unit: 'days', text: '一日而克' }, '1 day (一日而克)'],
    [{ kind: 'duration', value: 11, unit: 'years', qualifier: 'exact', text: '11年' }, '11 years (11年)'],
  ])('gives %j in English as %j', (q, words) => {
    expect(describeQuantity(q, 'en')).toBe(words);
  });

  it("gives the text's own words in Chinese", () => {
    expect(
      describeQuantity({ kind: 'cavalry', qualifier: 'several', range: [2000, 9000], text: '几千' }, 'zh'),
    ).toBe('几千');
  });
});
