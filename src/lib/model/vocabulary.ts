/**
 * The closed vocabularies of the data, each with its labels in simplified Chinese, traditional Chinese and English.
 * The schema takes its enums from the keys here, so a new term is added in one place.
 */

export interface Label {
  'zh-Hans': string;
  'zh-Hant': string;
  en: string;
}

export function label(hans: string, hant: string, en: string): Label {
  return { 'zh-Hans': hans, 'zh-Hant': hant, en };
}

export const EVENT_TYPES = {
  siege: label('围城', '圍城', 'Siege'),
  assault: label('攻城', '攻城', 'Assault'),
  'wall-taken': label('夺城墙', '奪城牆', 'Wall taken'),
  'gate-blocked': label('城门被堵', '城門被堵', 'Gate blocked'),
  'gate-opened': label('开城门', '開城門', 'Gate opened'),
  'gate-forced': label('破城门', '破城門', 'Gate forced'),
  /** A street or road blocked by people, with no fighting told (圍堵在正陽門西街上). */
  'road-blocked': label('堵截道路', '堵截道路', 'Road blocked'),
  looting: label('劫掠', '劫掠', 'Looting'),
  /** People told to have suffered harm, with no deed named (百姓們被禍害最慘): not looting, not a tally. */
  suffering: label('受害', '受害', 'Suffering'),
  rout: label('溃败', '潰敗', 'Rout'),
  pursuit: label('追杀', '追殺', 'Pursuit'),
  escape: label('突围逃走', '突圍逃走', 'Escape'),
  ambush: label('伏击', '伏擊', 'Ambush'),
  trap: label('陷阱', '陷阱', 'Trap'),
  'river-crossing': label('渡河', '渡河', 'River crossing'),
  command: label('军令', '軍令', 'Command'),
  counsel: label('献策', '獻策', 'Counsel'),
  report: label('军报', '軍報', 'Report'),
  /** Troops refusing an order (布他娘啥阵？！): neither a rout nor a command. */
  refusal: label('抗命', '抗命', 'Refusal'),
  reprisal: label('报复', '報復', 'Reprisal'),
  movement: label('行军', '行軍', 'Movement'),
  'street-fighting': label('巷战', '巷戰', 'Street fighting'),
  casualties: label('伤亡统计', '傷亡統計', 'Casualty tally'),
  /** A fire set or breaking out: a signal, an attack, a building burning (翠云楼上火起). */
  fire: label('放火', '放火', 'Fire'),
  /** Getting people inside unseen, in disguise or by a way not watched (扮作客商混入城中). */
  infiltration: label('潜入', '潛入', 'Infiltration'),
  /** Breaking prisoners out of a prison (劫牢). */
  jailbreak: label('劫牢', '劫牢', 'Jailbreak'),
  /** Someone taken alive (活捉, 擒住). */
  capture: label('擒获', '擒獲', 'Capture'),
} as const satisfies Record<string, Label>;

/** Kinds of place, with every trait a kind needs, are in `placeKinds.ts`. */
export type { PlaceKind } from './placeKinds';

/** Where a place stands: on which wall of its ring, inside (`center`), or outside the walls in a direction. */
export const SIDES = {
  north: label('北', '北', 'North'),
  south: label('南', '南', 'South'),
  east: label('东', '東', 'East'),
  west: label('西', '西', 'West'),
  center: label('城内', '城內', 'Inside'),
  'outside-north': label('城北外', '城北外', 'Outside, north'),
  'outside-south': label('城南外', '城南外', 'Outside, south'),
  'outside-east': label('城东外', '城東外', 'Outside, east'),
  'outside-west': label('城西外', '城西外', 'Outside, west'),
  far: label('远方', '遠方', 'Far away'),
} as const satisfies Record<string, Label>;

/** What a place can be at a moment of the story. Gates: open/closed/blocked/breached; walls: held/taken/abandoned. */
export const PLACE_STATES = {
  closed: label('关闭', '關閉', 'Closed'),
  open: label('打开', '打開', 'Open'),
  blocked: label('堵死', '堵死', 'Blocked'),
  breached: label('攻破', '攻破', 'Breached'),
  held: label('据守', '據守', 'Held'),
  taken: label('被夺', '被奪', 'Taken'),
  contested: label('争夺中', '爭奪中', 'Contested'),
  abandoned: label('弃守', '棄守', 'Abandoned'),
  overrun: label('失陷', '失陷', 'Overrun'),
} as const satisfies Record<string, Label>;

/** What has become of a force. */
export const FORCE_CONDITIONS = {
  intact: label('完整', '完整', 'Intact'),
  engaged: label('交战', '交戰', 'Engaged'),
  routed: label('溃败', '潰敗', 'Routed'),
  scattered: label('溃散', '潰散', 'Scattered'),
  destroyed: label('覆灭', '覆滅', 'Destroyed'),
  escaped: label('突围而去', '突圍而去', 'Escaped'),
  captured: label('被俘', '被俘', 'Captured'),
} as const satisfies Record<string, Label>;

/** What a stated number counts. */
export const QUANTITY_KINDS = {
  troops: label('兵力', '兵力', 'Troops'),
  killed: label('阵亡', '陣亡', 'Killed'),
  /** Brought down (倒在陷阱之下): the text does not say they died. */
  fallen: label('倒下', '倒下', 'Brought down'),
  drowned: label('溺亡', '溺亡', 'Drowned'),
  captured: label('俘虏', '俘虜', 'Captured'),
  escaped: label('逃脱', '逃脫', 'Escaped'),
  horses: label('战马', '戰馬', 'Horses'),
  grain: label('粮食（石）', '糧食（石）', 'Grain (shi)'),
  archers: label('弓箭手', '弓箭手', 'Archers'),
  cavalry: label('骑兵', '騎兵', 'Cavalry'),
  /** Riders bringing reports (依次幾騎，飛馬而來，接續而報): a count of messengers, not a troop strength. */
  messengers: label('信使', '信使', 'Messengers'),
  civilians: label('百姓', '百姓', 'Civilians'),
  traps: label('陷阱', '陷阱', 'Traps'),
  trenches: label('壕沟', '壕溝', 'Trenches'),
  gates: label('城门', '城門', 'Gates'),
  bodies: label('尸体', '屍體', 'Bodies'),
  equipment: label('旗甲', '旗甲', 'Banners and armour'),
  /** How long something took or how long ago it was: the `unit` says in what. */
  duration: label('时长', '時長', 'Duration'),
} as const satisfies Record<string, Label>;

/**
 * How the text states a number. `several` is 几/數/数 (几千, 數百): the record keeps the range the words imply
 * (几千 → 2,000–9,000) instead of inventing a floor; `countless` is 不可勝數, 無數, with no number at all.
 */
export const QUANTITY_QUALIFIERS = {
  exact: label('确数', '確數', 'exactly'),
  'more-than': label('余', '餘', 'more than'),
  'at-least': label('不下', '不下', 'at least'),
  about: label('约', '約', 'about'),
  under: label('不到', '不到', 'fewer than'),
  several: label('数', '數', 'several'),
  countless: label('不可胜数', '不可勝數', 'countless'),
} as const satisfies Record<string, Label>;

/** The units of a `duration`. */
export const DURATION_UNITS = {
  hours: label('时辰', '時辰', 'hours'),
  days: label('日', '日', 'days'),
  months: label('月', '月', 'months'),
  years: label('年', '年', 'years'),
} as const satisfies Record<string, Label>;

/** Where an inferred value comes from when the text does not state it. */
export const INFERENCE_BASES = {
  history: label('史实布局', '史實佈局', 'the historical layout'),
  context: label('上下文', '上下文', 'the surrounding passages'),
  'common-sense': label('常理', '常理', 'common sense'),
  map: label('示意图', '示意圖', 'the schematic map'),
} as const satisfies Record<string, Label>;

export const SCRIPTS = ['zh-Hans', 'zh-Hant'] as const;

export type EventType = keyof typeof EVENT_TYPES;
export type ForceCondition = keyof typeof FORCE_CONDITIONS;
export type Side = keyof typeof SIDES;
export type PlaceState = keyof typeof PLACE_STATES;
export type QuantityKind = keyof typeof QUANTITY_KINDS;
export type QuantityQualifier = keyof typeof QUANTITY_QUALIFIERS;
export type DurationUnit = keyof typeof DURATION_UNITS;
export type InferenceBasis = keyof typeof INFERENCE_BASES;
export type Script = (typeof SCRIPTS)[number];

export function keysOf<T extends object>(record: T): [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];
}

/**
 * Event types grouped into a few kinds of action: the timeline draws one glyph shape per group (seven shapes
 * stay tellable apart; twenty do not), and the reader underlines each passage in its group's line style.
 */
export const EVENT_GROUPS = {
  attack: label('进攻', '進攻', 'Attack'),
  gate: label('城门', '城門', 'Gates'),
  flight: label('溃逃', '潰逃', 'Flight'),
  pursuit: label('追杀', '追殺', 'Pursuit & traps'),
  order: label('号令', '號令', 'Orders & reports'),
  toll: label('损耗', '損耗', 'Losses & looting'),
  move: label('调动', '調動', 'Movement'),
} as const satisfies Record<string, Label>;

export type EventGroup = keyof typeof EVENT_GROUPS;

export const GROUP_OF_TYPE: Record<EventType, EventGroup> = {
  siege: 'attack',
  assault: 'attack',
  'wall-taken': 'attack',
  'gate-forced': 'attack',
  'street-fighting': 'attack',
  'gate-blocked': 'gate',
  'gate-opened': 'gate',
  'road-blocked': 'pursuit',
  rout: 'flight',
  escape: 'flight',
  'river-crossing': 'flight',
  pursuit: 'pursuit',
  ambush: 'pursuit',
  trap: 'pursuit',
  reprisal: 'pursuit',
  command: 'order',
  counsel: 'order',
  report: 'order',
  refusal: 'order',
  casualties: 'toll',
  looting: 'toll',
  suffering: 'toll',
  movement: 'move',
  fire: 'attack',
  jailbreak: 'attack',
  infiltration: 'move',
  capture: 'pursuit',
};
