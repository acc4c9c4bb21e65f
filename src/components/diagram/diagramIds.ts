/**
 * The ids of one diagram's definitions (arrowheads, the taken gate's hatch), handed from the diagram to the marks
 * that point at them. A page can hold several diagrams (the comparison's two maps, a handout's steps): with fixed
 * ids the page had duplicates, and a mark could point at another diagram's arrowhead.
 */
import { createContext } from 'svelte';

export interface DiagramIds {
  /** The arrowhead in a faction's colour. */
  move(faction: string): string;
  /** The hatch over a taken or held gate. */
  readonly hatch: string;
}

const [getIds, setIds, hasIds] = createContext<DiagramIds>();

/** The ids of the diagram with the unique `prefix` (its `$props.id()`), provided to every mark below it. */
export function provideDiagramIds(prefix: string): DiagramIds {
  return setIds({ move: (faction) => `${prefix}-move-${faction}`, hatch: `${prefix}-taken-hatch` });
}

/** A mark drawn alone (a component test) has no diagram above it: its references then lead nowhere, as before. */
const LONE: DiagramIds = { move: (faction) => `move-${faction}`, hatch: 'taken-hatch' };

export function useDiagramIds(): DiagramIds {
  return hasIds() ? getIds() : LONE;
}
