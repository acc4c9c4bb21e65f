/**
 * The page's key dispatcher, handed down as a context: one chapter view sets it and listens on the window; the
 * ink, the diagram and the timeline register what they answer while they are on the page.
 */
import { createContext } from 'svelte';
import type { KeyAction, KeyContext, KeyDispatcher, KeyHandler } from './keys';

const [getKeys, setKeys, hasKeys] = createContext<KeyDispatcher>();

/** The dispatcher, or null where no chapter view set one (component tests): then no key is answered. */
export function useKeys(): KeyDispatcher | null {
  return hasKeys() ? getKeys() : null;
}

/**
 * For a component's script: `handlers` answer their actions, and `context` (if given) holds, for as long as the
 * component is on the page. Returns the cleanup, for an `$effect` or `onDestroy`.
 */
export function answerKeys(
  handlers: Partial<Record<KeyAction, KeyHandler>>,
  context?: KeyContext,
): () => void {
  const keys = useKeys();
  if (!keys) return () => {};
  const off = keys.handleAll(handlers);
  const leave = context ? keys.enter(context) : () => {};
  return () => {
    off();
    leave();
  };
}

export { setKeys };
