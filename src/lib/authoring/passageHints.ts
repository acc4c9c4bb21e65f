/**
 * What a selected passage suggests for a new event, so that a teacher confirms rather than types: the people,
 * places and forces whose names it holds, and an event type from its verbs. Suggestions only: the form shows each
 * as "from the passage" and the teacher keeps or drops it. Works on the chapter's own script; the cues are given
 * in both scripts.
 */
import type { EventType } from '../model/vocabulary';

/** Something the chapter names: its id and the text's own words for it (the name, then any other forms). */
export interface Named {
  id: string;
  names: readonly string[];
}

/**
 * The ids of the named things whose names occur in the passage, in the order they first occur. A name found only
 * inside a longer name that was found (南门 inside 南门外大营) does not count: the longer one is what the text says.
 */
export function namedIn(passage: string, named: readonly Named[]): string[] {
  const forms = named
    .flatMap((item) => item.names.filter((name) => name.length > 0).map((name) => ({ id: item.id, name })))
    .sort((a, b) => b.name.length - a.name.length);
  const claimed = new Array<boolean>(passage.length).fill(false);
  const first = new Map<string, number>();
  for (const { id, name } of forms) {
    for (let at = passage.indexOf(name); at !== -1; at = passage.indexOf(name, at + 1)) {
      if (claimed.slice(at, at + name.length).some(Boolean)) continue;
      claimed.fill(true, at, at + name.length);
      if (!first.has(id) || first.get(id)! > at) first.set(id, at);
    }
  }
  return [...first].sort((a, b) => a[1] - b[1]).map(([id]) => id);
}

/**
 * Verbs and phrases that tell what kind of deed a passage tells, most telling first: a jailbreak is also an
 * assault, a fire set at a gate is a fire. Both scripts; one cue per line of the table.
 */
export const TYPE_CUES: readonly (readonly [cue: string, type: EventType])[] = [
  ['劫牢', 'jailbreak'],
  ['放火', 'fire'],
  ['火起', 'fire'],
  ['火光', 'fire'],
  ['烧', 'fire'],
  ['燒', 'fire'],
  ['混入', 'infiltration'],
  ['潜入', 'infiltration'],
  ['潛入', 'infiltration'],
  ['扮作', 'infiltration'],
  ['活捉', 'capture'],
  ['擒', 'capture'],
  ['捉', 'capture'],
  ['埋伏', 'ambush'],
  ['伏兵', 'ambush'],
  ['打开', 'gate-opened'],
  ['打開', 'gate-opened'],
  ['开门', 'gate-opened'],
  ['開門', 'gate-opened'],
  ['堵', 'gate-blocked'],
  ['塞', 'gate-blocked'],
  ['渡', 'river-crossing'],
  ['追', 'pursuit'],
  ['杀入', 'assault'],
  ['殺入', 'assault'],
  ['攻', 'assault'],
  ['抢', 'looting'],
  ['搶', 'looting'],
  ['掠', 'looting'],
  ['溃', 'rout'],
  ['潰', 'rout'],
  ['逃', 'escape'],
  ['走', 'escape'],
  ['令', 'command'],
  ['命', 'command'],
  ['报', 'report'],
  ['報', 'report'],
];

/** The type the passage's most telling cue suggests, with that cue; null where none of the table's cues occurs. */
export function suggestedType(passage: string): { type: EventType; cue: string } | null {
  for (const [cue, type] of TYPE_CUES) if (passage.includes(cue)) return { type, cue };
  return null;
}

/** Verbs of speech a name stands before in the novels' prose (宋江道, 吳用曰, 林冲说). */
const SPEECH = ['道', '曰', '说', '說', '笑道', '叫道', '喝道', '问道', '問道', '大叫'];

/** Characters that open a clause rather than a name (便道, 只见, 众人): a run that starts with one is not a name. */
const NOT_A_NAME_START = new Set([
  ...'只见見便也又却卻乃遂因那这這与與和是了着著对對向把将將被就都众眾我你他她们們说說笑叫喝问問大小一不',
]);
/** Characters that end a clause before the verb (宋江笑道: 江笑 is not a name). */
const NOT_A_NAME_END = new Set([...'笑叫喝问問便也又都却卻就乃遂忙答回说說大咐付声聲之']);
/** Two-character surnames, so that 慕容延釗 is one name of four, not 容延釗. */
const COMPOUND_SURNAMES = new Set(
  '慕容 欧阳 歐陽 司马 司馬 诸葛 諸葛 夏侯 公孙 公孫 上官 皇甫 令狐 宇文 长孙 長孫 尉迟 尉遲 独孤 獨孤 东方 東方'.split(
    ' ',
  ),
);

export interface CandidateName {
  name: string;
  /** How many times the text has it speak. */
  count: number;
}

const HAN = /^[\u3400-\u9fff]+$/;
const nameLike = (run: string) =>
  HAN.test(run) && !NOT_A_NAME_START.has(run[0]!) && !NOT_A_NAME_END.has(run[run.length - 1]!);

/**
 * Names the text may hold, for a new chapter: strings of two or three Chinese characters (four after a surname of
 * two, 慕容延釗) that stand before a verb of speech at least `least` times, most often first. Each time, both the two and the three characters before the
 * verb are counted; a run of three is the name where its last two never speak without its first (卢俊义, not 俊义),
 * and two are where they also speak after other characters (见宋江, 了宋江 → 宋江).
 */
export function candidateNames(text: string, least = 2): CandidateName[] {
  const counts = new Map<string, number>();
  const add = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const verb of SPEECH) {
    for (let at = text.indexOf(verb); at !== -1; at = text.indexOf(verb, at + verb.length)) {
      if (at >= 4 && COMPOUND_SURNAMES.has(text.slice(at - 4, at - 2)) && HAN.test(text.slice(at - 2, at))) {
        add(text.slice(at - 4, at));
        continue;
      }
      const three = text.slice(Math.max(0, at - 3), at);
      if (three.length === 3 && nameLike(three)) add(three);
      const two = three.slice(-2);
      if (two.length === 2 && nameLike(two)) add(two);
    }
  }
  const count = (name: string) => counts.get(name) ?? 0;
  return [...counts]
    .filter(([name, n]) => {
      if (n < least) return false;
      if (name.length === 4) return true;
      if (name.length === 3) return count(name.slice(1)) <= n;
      // Two that always speak as the end of one run of three are that run's, not a name of their own.
      return ![...counts].some(([other, m]) => other.length === 3 && other.endsWith(name) && m === n);
    })
    .map(([name, n]) => ({ name, count: n }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh'));
}

/**
 * An id for a new record, never typed: from the English words of its title where it has some (`fire-at-tower`),
 * else the kind and the next free number (`event-7`); never one already taken.
 */
export function newId(kind: string, title: string, taken: ReadonlySet<string>): string {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word.length > 0)
    .slice(0, 5);
  const base = words.length > 0 ? words.join('-') : null;
  if (base && !taken.has(base)) return base;
  const stem = base ?? kind;
  for (let n = base ? 2 : 1; ; n++) {
    const id = `${stem}-${n}`;
    if (!taken.has(id)) return id;
  }
}
