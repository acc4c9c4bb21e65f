/**
 * The one keyboard map: every key the app answers, the action it names and the contexts where it applies, in one
 * table; and one dispatcher that routes a key press to whoever handles that action. In the presentation the keys
 * are those a presentation clicker sends. Keys typed into a field are left alone, so typing never triggers a
 * shortcut and a field keeps its own undo.
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
  | 'presenter'
  | 'undo'
  | 'redo'
  | 'pen'
  | 'clearInk'
  | 'undoInk'
  | 'wholeCity'
  | 'zoomIn'
  | 'zoomOut'
  | 'zoomReset'
  | 'activate'
  | 'nudgeLeft'
  | 'nudgeRight'
  | 'nudgeUp'
  | 'nudgeDown'
  | 'stop'
  | 'accept'
  | 'dismiss';

/**
 * Where a key applies: the page's mode; a layer on the page (`ink` while the slide's ink layer is there, `diagram`
 * while a city diagram is); the element the key was pressed in (`timeline`: the timeline's plot; `widget`: a
 * focused mark, place, passage or phase band, which Enter and Space activate like a button: the widget's own
 * handler asks `activates`, as the key must reach the element it was pressed on; `handle`: a focused handle that
 * moves something on the map, the map editor's placing cross or a place's ✥, whose handler asks `handleAction`;
 * `names`: the focused list of a new chapter's candidate names, whose handler asks `nameListAction`; `filters`:
 * the open Filters panel, whose handler asks `keyAction(event, ['filters'])` before the page's keys, as Escape closes it first).
 */
export type KeyContext =
  ViewMode | 'ink' | 'diagram' | 'timeline' | 'widget' | 'handle' | 'names' | 'filters';

/** Which modifier a binding needs: none (the default), or Ctrl/⌘, with or without Shift. */
export type KeyModifier = 'none' | 'command' | 'command+shift';

export interface KeyBinding {
  keys: readonly string[];
  action: KeyAction;
  /** The binding applies where any of these contexts holds. */
  when: readonly KeyContext[];
  modifier?: KeyModifier;
  /** Every handler answers, not only the last (every diagram on the page: the handout's, the presenter's two). */
  every?: boolean;
}

const DECK: readonly KeyContext[] = ['present', 'presenter'];

/** Earlier rows win where two would apply. */
export const KEY_MAP: readonly KeyBinding[] = [
  // Ink first: in the presentation Ctrl+Z takes back ink, and D and C are the pen's.
  { keys: ['d', 'D'], action: 'pen', when: ['ink'] },
  { keys: ['c', 'C'], action: 'clearInk', when: ['ink'] },
  { keys: ['z', 'Z'], action: 'undoInk', when: ['ink'], modifier: 'command' },
  // The author's undo in the explorer; a field's own Ctrl+Z stays the field's.
  { keys: ['z', 'Z'], action: 'undo', when: ['explore'], modifier: 'command' },
  { keys: ['z', 'Z'], action: 'redo', when: ['explore'], modifier: 'command+shift' },
  { keys: ['y', 'Y'], action: 'redo', when: ['explore'], modifier: 'command' },
  // A focused handle moves its place with the arrows (Shift: five times as far) and Escape stops placing, before
  // the page's keys (where the arrows step through the events). Escape closes the open Filters panel the same way.
  { keys: ['ArrowLeft'], action: 'nudgeLeft', when: ['handle'] },
  { keys: ['ArrowRight'], action: 'nudgeRight', when: ['handle'] },
  { keys: ['ArrowUp'], action: 'nudgeUp', when: ['handle'] },
  { keys: ['ArrowDown'], action: 'nudgeDown', when: ['handle'] },
  { keys: ['Escape'], action: 'stop', when: ['handle', 'filters'] },
  // The list of a new chapter's candidate names: one key accepts the current name as a person, one dismisses it;
  // the up and down arrows move through the list, Escape closes it.
  { keys: ['Enter', 'a', 'A'], action: 'accept', when: ['names'] },
  { keys: ['Delete', 'Backspace', 'x', 'X', 'd', 'D'], action: 'dismiss', when: ['names'] },
  { keys: ['ArrowUp'], action: 'previous', when: ['names'] },
  { keys: ['ArrowDown'], action: 'next', when: ['names'] },
  { keys: ['Escape'], action: 'stop', when: ['names'] },
  // A focused mark or place answers Enter and Space itself, before the page's keys.
  { keys: ['Enter', ' '], action: 'activate', when: ['widget'] },
  // + and − zoom the timeline around the selected mark, 0 shows the whole chapter: in the plot only.
  { keys: ['+', '='], action: 'zoomIn', when: ['timeline'] },
  { keys: ['-'], action: 'zoomOut', when: ['timeline'] },
  { keys: ['0'], action: 'zoomReset', when: ['timeline'] },
  // W shows the whole city on the diagram, or goes back to following the story.
  { keys: ['w', 'W'], action: 'wholeCity', when: ['diagram'], every: true },
  // The deck: what a presentation clicker sends. The presenter's window steps it too, but neither leaves,
  // blanks nor opens another presenter window.
  { keys: ['ArrowRight', 'ArrowDown', ' ', 'PageDown'], action: 'next', when: DECK },
  { keys: ['ArrowLeft', 'ArrowUp', 'PageUp'], action: 'previous', when: DECK },
  { keys: ['b', 'B', '.'], action: 'blank', when: ['present'] },
  { keys: ['Escape', 'p', 'P'], action: 'leave', when: ['present'] },
  // S opens the speaker's window, as in reveal.js.
  { keys: ['s', 'S'], action: 'presenter', when: ['present'] },
  // The explorer (and the handout, which shares its keys).
  { keys: ['ArrowLeft'], action: 'previous', when: ['explore', 'handout'] },
  { keys: ['ArrowRight'], action: 'next', when: ['explore', 'handout'] },
  { keys: ['Escape'], action: 'deselect', when: ['explore', 'handout'] },
  { keys: ['p', 'P'], action: 'present', when: ['explore', 'handout'] },
  { keys: ['Home'], action: 'first', when: ['explore', 'handout', ...DECK] },
  { keys: ['End'], action: 'last', when: ['explore', 'handout', ...DECK] },
  // K plays and pauses, as in video players; Space stays with the focused button.
  { keys: ['k', 'K'], action: 'replay', when: ['explore', 'handout', ...DECK] },
];

export interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey?: boolean;
  target: EventTarget | null;
}

const closest = (target: EventTarget | null, selector: string): boolean =>
  !!target && typeof (target as Element).closest === 'function' && !!(target as Element).closest(selector);

/** A checkbox takes no keys but Space: Escape from one of the filters' closes their panel. */
const isTyping = (target: EventTarget | null) =>
  closest(target, 'input:not([type=checkbox]), textarea, select, [contenteditable="true"]');

/** The context the element a key was pressed in adds: the timeline's plot. (A widget asks `activates` itself.) */
export const targetContexts = (target: EventTarget | null): KeyContext[] =>
  closest(target, '[data-view="timeline"]') ? ['timeline'] : [];

function modifierOf(event: KeyLike): KeyModifier {
  if (!event.ctrlKey && !event.metaKey) return 'none';
  return event.shiftKey ? 'command+shift' : 'command';
}

/** The binding `event` matches where `contexts` hold, or null: a key typed into a field matches none. */
export function keyBinding(event: KeyLike, contexts: Iterable<KeyContext>): KeyBinding | null {
  if (event.altKey || isTyping(event.target)) return null;
  const modifier = modifierOf(event);
  const here = new Set([...contexts, ...targetContexts(event.target)]);
  const binding = KEY_MAP.find(
    (b) =>
      (b.modifier ?? 'none') === modifier &&
      b.keys.includes(event.key) &&
      b.when.some((context) => here.has(context)),
  );
  return binding ?? null;
}

/** The action `event` names where `contexts` hold, or null. */
export const keyAction = (event: KeyLike, contexts: Iterable<KeyContext>): KeyAction | null =>
  keyBinding(event, contexts)?.action ?? null;

/** Enter and Space on a focused widget: the one test the marks, places and passages use for activation. */
export const activates = (event: KeyLike): boolean => keyAction(event, ['widget']) === 'activate';

/** Which way each nudge moves, in map units before Shift's five times. */
export const NUDGES: Readonly<
  Record<'nudgeLeft' | 'nudgeRight' | 'nudgeUp' | 'nudgeDown', readonly [number, number]>
> = { nudgeLeft: [-1, 0], nudgeRight: [1, 0], nudgeUp: [0, -1], nudgeDown: [0, 1] };

/** What a key pressed on a focused handle asks: a nudge, Enter or Space (`activate`), Escape (`stop`), or null. */
export const handleAction = (event: KeyLike): KeyAction | null => keyAction(event, ['handle', 'widget']);

/** What a key pressed in the focused list of candidate names asks (accept, dismiss, previous, next, stop), or null. */
export const nameListAction = (event: KeyLike): KeyAction | null => keyAction(event, ['names']);

/** The step of a nudge, or null for any other action. */
export const nudgeOf = (action: KeyAction | null): readonly [number, number] | null =>
  action !== null && action in NUDGES ? NUDGES[action as keyof typeof NUDGES] : null;

export type KeyHandler = (event: KeyLike) => void;

/**
 * Routes each key press to the handler of its action. The mode comes from the page; layers (the ink, a diagram)
 * add their context while they are on the page; handlers register for actions and unregister when they go.
 * The handler registered last answers, so a nested view can take an action over from the one around it.
 */
export class KeyDispatcher {
  readonly #mode: () => ViewMode;
  readonly #handlers = new Map<KeyAction, KeyHandler[]>();
  readonly #layers = new Map<KeyContext, number>();

  constructor(mode: () => ViewMode) {
    this.#mode = mode;
  }

  /** The contexts that hold now, before the target's own. */
  contexts(): KeyContext[] {
    return [this.#mode(), ...[...this.#layers].filter(([, n]) => n > 0).map(([context]) => context)];
  }

  /** `context` holds until the returned function is called (a layer's lifetime on the page). */
  enter(context: KeyContext): () => void {
    this.#layers.set(context, (this.#layers.get(context) ?? 0) + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.#layers.set(context, (this.#layers.get(context) ?? 1) - 1);
    };
  }

  /** `handler` answers `action` until the returned function is called. */
  handle(action: KeyAction, handler: KeyHandler): () => void {
    this.#handlers.set(action, [...(this.#handlers.get(action) ?? []), handler]);
    return () =>
      this.#handlers.set(
        action,
        (this.#handlers.get(action) ?? []).filter((h) => h !== handler),
      );
  }

  /** Several actions at once; one function unregisters them all. */
  handleAll(handlers: Partial<Record<KeyAction, KeyHandler>>): () => void {
    const offs = Object.entries(handlers).map(([action, h]) => this.handle(action as KeyAction, h!));
    return () => offs.forEach((off) => off());
  }

  /** Routes `event`; true (and the browser's default prevented) when a handler took it. */
  dispatch(event: KeyLike & { preventDefault?: () => void }): boolean {
    const binding = keyBinding(event, this.contexts());
    const handlers = (binding && this.#handlers.get(binding.action)) ?? [];
    if (!handlers.length) return false;
    event.preventDefault?.();
    for (const handler of binding?.every ? handlers : handlers.slice(-1)) handler(event);
    return true;
  }
}
