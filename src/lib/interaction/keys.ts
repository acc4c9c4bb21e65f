/**
 * The one keyboard map: which key does what, in the explorer and in the presentation (where the keys are those
 * a presentation clicker sends). Keys typed into a field are left alone.
 */
import type { ViewMode } from '../model/viewModes';

export type KeyAction =
  | 'previous'
  | 'next'
  | 'first'
  | 'last'
  | 'deselect'
  | 'present'
  | 'blank'
  | 'leave'
  | 'replay'
  | 'presenter';

const EXPLORE: Record<string, KeyAction> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
  Escape: 'deselect',
  p: 'present',
  P: 'present',
  // K plays and pauses, as in video players; Space stays with the focused button.
  k: 'replay',
  K: 'replay',
};

const PRESENT: Record<string, KeyAction> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ' ': 'next',
  PageDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  PageUp: 'previous',
  Home: 'first',
  End: 'last',
  b: 'blank',
  B: 'blank',
  '.': 'blank',
  Escape: 'leave',
  p: 'leave',
  P: 'leave',
  k: 'replay',
  K: 'replay',
  // S opens the speaker's window, as in reveal.js.
  s: 'presenter',
  S: 'presenter',
};

/** The presenter's window steps the deck like the audience's; leaving and blanking are the audience window's. */
const PRESENTER: Record<string, KeyAction> = Object.fromEntries(
  Object.entries(PRESENT).filter(([, action]) => !['leave', 'blank', 'presenter'].includes(action)),
);

const MAPS: Record<ViewMode, Record<string, KeyAction>> = {
  explore: EXPLORE,
  present: PRESENT,
  presenter: PRESENTER,
  handout: EXPLORE,
};

interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return Boolean((target as Element).closest('input, textarea, select, [contenteditable="true"]'));
}

export function keyAction(event: KeyLike, mode: ViewMode = 'explore'): KeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return null;
  return MAPS[mode][event.key] ?? null;
}

export type InkKeyAction = 'pen' | 'clear' | 'undo';

/** The ink's keys in the presentation: D for the pen, C to clear the slide, Ctrl+Z (⌘Z) to take back. */
export function inkKeyAction(event: KeyLike): InkKeyAction | null {
  if (event.altKey || isTyping(event.target)) return null;
  if (event.ctrlKey || event.metaKey) return event.key === 'z' || event.key === 'Z' ? 'undo' : null;
  if (event.key === 'd' || event.key === 'D') return 'pen';
  if (event.key === 'c' || event.key === 'C') return 'clear';
  return null;
}
