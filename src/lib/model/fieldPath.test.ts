import { describe, expect, it } from 'vitest';
import { fieldPathProblem, formatFieldPath, inferenceFor, parseFieldPath } from './fieldPath';

describe('parseFieldPath(path)', () => {
  it.each([
    ['movements[0].to', ['movements', 0, 'to']],
    ['numbers[12]', ['numbers', 12]],
    ['storyOrder', ['storyOrder']],
    ['movements[0].via[1]', ['movements', 0, 'via', 1]],
  ])('reads %s', (path, segments) => {
    expect(parseFieldPath(path)).toEqual(segments);
    expect(formatFieldPath(segments)).toBe(path);
  });

  it.each(['', '[0]', 'movements.0', 'movements[x]', 'movements[0]to', '$.movements'])(
    'refuses %j',
    (path) => {
      expect(parseFieldPath(path)).toBeNull();
    },
  );
});

describe('fieldPathProblem(record, path, what)', () => {
  const record = { actors: ['a'], movements: [{ from: 'x', to: 'y', who: 'f' }], storyOrder: 2 };
  it('is null for a field the record holds', () => {
    expect(fieldPathProblem(record, 'movements[0].who', 'event "e"')).toBeNull();
    expect(fieldPathProblem(record, 'actors[0]', 'event "e"')).toBeNull();
  });
  it('says what the record holds where the path goes wrong', () => {
    expect(fieldPathProblem(record, 'actors[2]', 'event "e"')).toBe(
      '"actors[2]" points at nothing: actors of event "e" has no item [2] (it has 1 item)',
    );
    expect(fieldPathProblem(record, 'storyOrder.x', 'event "e"')).toBe(
      '"storyOrder.x" points at nothing: storyOrder of event "e" has no field "x" (it has a single value)',
    );
  });
});

describe('inferenceFor(record, path)', () => {
  const record = { inferred: [{ path: 'movements[0]' }, { path: 'actors[1]' }] };
  it('finds the mark on the field or on the value that holds it', () => {
    expect(inferenceFor(record, 'movements[0].to')).toEqual({ path: 'movements[0]' });
    expect(inferenceFor(record, 'actors[1]')).toEqual({ path: 'actors[1]' });
  });
  it('is undefined for a field the text states, even one whose path begins alike', () => {
    expect(inferenceFor(record, 'actors[10]')).toBeUndefined();
    expect(inferenceFor(record, 'movements[1].to')).toBeUndefined();
    expect(inferenceFor({}, 'actors[0]')).toBeUndefined();
  });
});
