import { describe, expect, it } from 'vitest';
import { readAlignmentEntries, readAlignmentFile } from './readAlignmentFile';

const title = { zh: '两述', en: 'Told twice' };
const entry = { id: 'p', left: 'a', right: 'b', title, file: 'alignment.p.0123456789.json' };
const file = { id: 'p', left: 'a', right: 'b', title, pairs: [{ left: ['x'], right: ['y'], note: title }], onlyLeft: [], onlyRight: [] };

describe('readAlignmentEntries(index, file)', () => {
  it('reads the index’s alignments, and none from an index without them', () => {
    expect(readAlignmentEntries({ chapters: [], alignments: [entry] }, 'chapters/index.json')).toEqual({ ok: true, value: [entry] });
    expect(readAlignmentEntries({ chapters: [] }, 'chapters/index.json')).toEqual({ ok: true, value: [] });
  });

  it('names an entry that is not one', () => {
    const read = readAlignmentEntries({ alignments: [entry, { id: 'q' }] }, 'chapters/index.json');
    expect(read.ok ? [] : read.problems.map((p) => `${p.file}: ${p.path}`)).toEqual(['chapters/index.json: $.alignments[1]']);
  });
});

describe('readAlignmentFile(value, entry, file)', () => {
  it('accepts the file the index names', () => {
    expect(readAlignmentFile(file, entry, 'f').ok).toBe(true);
  });

  it('says where a stale or broken file differs', () => {
    const read = readAlignmentFile({ ...file, right: 'c', pairs: [{ left: [], right: ['y'], note: title }] }, entry, 'f');
    expect(read.ok ? [] : read.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      '$.right: "b" was expected, as the index says',
      '$.pairs[0]: a pair (left, right: event ids; note in zh and en) was expected',
    ]);
  });
});
