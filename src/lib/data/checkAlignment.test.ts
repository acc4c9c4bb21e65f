import { describe, expect, it } from 'vitest';
import type { Alignment } from '../model/alignmentSchema';
import { checkAlignment, type AlignedChapter } from './checkAlignment';

const note = { zh: '注', en: 'note' };
const chapters = new Map<string, AlignedChapter>([
  ['novel', { id: 'novel', eventIds: ['march', 'hill', 'west-city'] }],
  ['history', { id: 'history', eventIds: ['march', 'defeat', 'retreat'] }],
]);

const good = (): Alignment => ({
  id: 'pair',
  left: 'novel',
  right: 'history',
  title: note,
  pairs: [
    { left: ['march'], right: ['march'], note },
    { left: ['hill'], right: ['defeat', 'retreat'], note },
  ],
  onlyLeft: [{ event: 'west-city', note }],
  onlyRight: [],
});

const check = (alignment: Alignment, id = 'pair') =>
  checkAlignment(alignment, id, chapters, 'data/alignments/pair.json').map((p) => `${p.path}: ${p.message}`);

describe('checkAlignment(alignment, id, chapters, file)', () => {
  it('accepts one-to-one and one-to-many pairs with every event accounted for', () => {
    expect(check(good())).toEqual([]);
  });

  it('names the file it checks', () => {
    const a = { ...good(), left: 'nowhere' };
    expect(checkAlignment(a, 'pair', chapters, 'data/alignments/pair.json')[0]?.file).toBe(
      'data/alignments/pair.json',
    );
  });

  it('reports a chapter that does not exist, and an id that is not the listed one', () => {
    expect(check({ ...good(), right: 'annals' }, 'other')).toEqual([
      '$.id: the alignment is listed as "other" in the index but its id is "pair"',
      '$.right: no chapter "annals" in the data (or it did not load)',
    ]);
  });

  it('reports an event that is not in its side’s chapter', () => {
    const a = good();
    a.pairs[1]!.right = ['defeat', 'retreat', 'west-city'];
    expect(check(a)).toEqual(['$.pairs[1].right[2]: no event "west-city" in chapter "history" (the right side)']);
  });

  it('reports an event paired twice on one side', () => {
    const a = good();
    a.pairs[1]!.left = ['hill', 'march'];
    expect(check(a)).toEqual(['$.pairs[1].left[1]: event "march" is paired but is already used at pairs[0].left[0]']);
  });

  it('reports an event both paired and listed as having no counterpart', () => {
    const a = good();
    a.onlyRight = [{ event: 'retreat', note }];
    expect(check(a)).toEqual([
      '$.onlyRight[0].event: event "retreat" is listed in onlyRight but is already used at pairs[1].right[1]',
    ]);
  });

  it('names every event of either chapter that is neither paired nor "only"', () => {
    const a = good();
    a.onlyLeft = [];
    a.pairs[1]!.right = ['defeat'];
    expect(check(a)).toEqual([
      '$.onlyLeft: event "west-city" of chapter "novel" is not accounted for: pair it, or list it in onlyLeft with a note',
      '$.onlyRight: event "retreat" of chapter "history" is not accounted for: pair it, or list it in onlyRight with a note',
    ]);
  });

  it('refuses a chapter aligned with itself', () => {
    expect(check({ ...good(), right: 'novel' })[0]).toBe(
      '$.right: an alignment joins two chapters, but both sides are "novel"',
    );
  });
});
