/** The one keyboard map of the explorer: which key does what, ignored while the user types in a field. */
export type KeyAction = 'previous' | 'next' | 'first' | 'last' | 'deselect';

const ACTIONS: Record<string, KeyAction> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
  Escape: 'deselect',
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

export function keyAction(event: KeyLike): KeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return null;
  return ACTIONS[event.key] ?? null;
}
