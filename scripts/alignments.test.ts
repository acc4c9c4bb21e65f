import { describe, expect, it } from 'vitest';
import { readDataFolder } from './readDataFolder';
import { runValidate } from './runValidate';
import { publishData } from './publishData';
import { formatProblem, validateDataset } from '../src/lib/data/validateDataset';

const FIXTURE = 'tests/fixtures/aligned';

/** The aligned fixture with its alignment file replaced by `text` (undefined: missing). */
function withAlignment(text: string | undefined) {
  return validateDataset({ ...readDataFolder(FIXTURE), readAlignment: () => text });
}

const original = () => readDataFolder(FIXTURE).readAlignment!('mini-pair')!;

describe('validateDataset(raw) with alignments listed in the index', () => {
  it('checks and returns the alignments of a valid folder', () => {
    const result = validateDataset(readDataFolder(FIXTURE));
    expect(result.problems).toEqual([]);
    expect(result.alignments.map((a) => [a.id, a.left, a.right])).toEqual([
      ['mini-pair', 'mini', 'mini-retold'],
    ]);
  });

  it('reports a missing alignment file by name', () => {
    expect(withAlignment(undefined).problems.map(formatProblem)).toEqual([
      'tests/fixtures/aligned/alignments/mini-pair.json: $: file is missing',
    ]);
  });

  it('reports a schema problem with its JSON path', () => {
    const broken = JSON.parse(original());
    broken.pairs[0].right = [];
    const result = withAlignment(JSON.stringify(broken));
    expect(result.alignments).toEqual([]);
    expect(result.problems.map(formatProblem)).toEqual([
      'tests/fixtures/aligned/alignments/mini-pair.json: $.pairs[0].right: a pair names at least one event on each side',
    ]);
  });

  it('reports an event that is not accounted for, naming it', () => {
    const broken = JSON.parse(original());
    broken.onlyLeft = [];
    expect(withAlignment(JSON.stringify(broken)).problems.map(formatProblem)).toEqual([
      'tests/fixtures/aligned/alignments/mini-pair.json: $.onlyLeft: event "liao-take-wall" of chapter "mini" is not accounted for: pair it, or list it in onlyLeft with a note',
    ]);
  });

  it('reports an alignment listed twice in the index', () => {
    const raw = readDataFolder(FIXTURE);
    const index = JSON.stringify({
      chapters: ['mini', 'mini-retold'],
      alignments: ['mini-pair', 'mini-pair'],
    });
    expect(validateDataset({ ...raw, index }).problems.map(formatProblem)).toEqual([
      'tests/fixtures/aligned/index.json: $.alignments[1]: alignment "mini-pair" is listed twice',
    ]);
  });
});

describe('npm run validate -- --dir <folder with an alignment>', () => {
  it('names the alignments it checked', () => {
    expect(runValidate(['--dir', FIXTURE]).stdout).toBe(
      'data is valid: mini (3 events), mini-retold (3 events); alignments: mini-pair (mini | mini-retold)\n',
    );
  });

  it('puts the alignments in the contract JSON as their files hold them', () => {
    const json = JSON.parse(runValidate(['--dir', FIXTURE, '--json']).stdout);
    expect(json.alignments).toEqual([JSON.parse(original())]);
    expect(json.chapters.map((c: { id: string }) => c.id)).toEqual(['mini', 'mini-retold']);
  });
});

describe('publishData(folder), what the build publishes', () => {
  it('publishes each alignment as a file that the index lists with its two chapters', () => {
    const { files } = publishData(FIXTURE, (id) => `${id}.json`);
    const index = JSON.parse(files.get('index.json')!);
    expect(index.alignments).toEqual([
      {
        id: 'mini-pair',
        left: 'mini',
        right: 'mini-retold',
        title: JSON.parse(original()).title,
        file: 'alignment.mini-pair.json',
      },
    ]);
    expect(JSON.parse(files.get('alignment.mini-pair.json')!)).toEqual(JSON.parse(original()));
  });
});
