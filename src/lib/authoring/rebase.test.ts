import { describe, expect, it } from 'vitest';
import { rebased, same } from './rebase';

const person = (id: string, name: string, role = 'commander') => ({
  id,
  name,
  en: name,
  faction: 'song',
  role,
});

describe('an editor’s work carried onto the chapter as it is now', () => {
  const base = {
    title: { zh: '大名府', en: 'Daming' },
    people: [person('person-1', '宋江')],
  };

  it('keeps a person added elsewhere while the editor only renamed the title', () => {
    const mine = { ...base, title: { zh: '大名府之战', en: 'Daming' } };
    const current = { ...base, people: [...base.people, person('person-2', '张三', '守将')] };
    expect(rebased(base, mine, current)).toEqual({
      title: { zh: '大名府之战', en: 'Daming' },
      people: [person('person-1', '宋江'), person('person-2', '张三', '守将')],
    });
  });

  it('keeps both the person the editor added and the one added elsewhere; the same id twice is made two', () => {
    const mine = { ...base, people: [...base.people, person('person-2', '李四')] };
    const current = { ...base, people: [...base.people, person('person-2', '张三')] };
    const { people } = rebased(base, mine, current);
    expect(people.map((p) => [p.id, p.name])).toEqual([
      ['person-1', '宋江'],
      ['person-2', '张三'],
      ['person-3', '李四'],
    ]);
  });

  it('merges one record field by field: each side’s change of a different field stays', () => {
    const mine = { ...base, people: [{ ...base.people[0]!, en: 'Song Jiang' }] };
    const current = { ...base, people: [{ ...base.people[0]!, role: 'leader' }] };
    expect(rebased(base, mine, current).people).toEqual([
      { ...person('person-1', '宋江', 'leader'), en: 'Song Jiang' },
    ]);
  });

  it('takes the editor’s value where both changed the same field', () => {
    const mine = { ...base, title: { zh: '甲', en: 'Daming' } };
    const current = { ...base, title: { zh: '乙', en: 'Daming' } };
    expect(rebased(base, mine, current).title.zh).toBe('甲');
  });

  it('removes what the editor removed, and keeps what it left alone though removed elsewhere gone', () => {
    const two = { people: [person('a', '甲'), person('b', '乙')] };
    expect(rebased(two, { people: [person('b', '乙')] }, two)).toEqual({ people: [person('b', '乙')] });
    expect(rebased(two, two, { people: [person('a', '甲')] })).toEqual({ people: [person('a', '甲')] });
    // Removed elsewhere, but changed in the editor: the editor's change is not lost.
    const changed = { people: [person('a', '甲'), person('b', '乙二')] };
    expect(rebased(two, changed, { people: [person('a', '甲')] })).toEqual(changed);
  });

  it('puts a place the editor added after the one it follows in the editor, and a point moved whole', () => {
    const city = {
      places: [
        { id: 'gate-n', at: [50, 0] },
        { id: 'gate-s', at: [50, 100] },
      ],
    };
    const mine = {
      places: [{ id: 'gate-n', at: [40, 0] }, { id: 'hall-1', at: [30, 30] }, city.places[1]!],
    };
    const current = { places: [city.places[0]!, { id: 'gate-s', at: [50, 100], name: '南门' }] };
    expect(rebased(city, mine, current)).toEqual({
      places: [
        { id: 'gate-n', at: [40, 0] },
        { id: 'hall-1', at: [30, 30] },
        { id: 'gate-s', at: [50, 100], name: '南门' },
      ],
    });
  });

  it('is the chapter as it is now when the editor changed nothing, and the editor’s when nothing else did', () => {
    const current = { ...base, people: [] };
    expect(rebased(base, structuredClone(base), current)).toBe(current);
    const mine = { ...base, people: [] };
    expect(rebased(base, mine, structuredClone(base))).toBe(mine);
  });

  it('compares values deeply, whatever the order of keys, an absent key as undefined', () => {
    expect(same({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(same({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(same([1, 2], [2, 1])).toBe(false);
    expect(same({ a: 1 }, [1])).toBe(false);
  });
});
