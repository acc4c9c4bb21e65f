/**
 * Paths to single fields of an event record, such as `movements[0].to` or `numbers[1]`, the way an `inferred`
 * mark names the value it qualifies. A mark is only useful if it points at a value the record holds, so every
 * path is resolved against its event and a path that resolves to nothing is a problem with a plain message.
 */

export type FieldPath = (string | number)[];

/** Fields that say what the text is, not what it tells: marking them inferred would mean nothing. */
export const NOT_INFERABLE = ['id', 'type', 'title', 'summary', 'anchor', 'inferred'] as const;

const SEGMENT = /\[(\d+)\]|\.([A-Za-z][\w]*)/y;

/** `movements[0].to` → ['movements', 0, 'to']; null when the path is not of that form. */
export function parseFieldPath(path: string): FieldPath | null {
  const head = /^[A-Za-z][\w]*/.exec(path);
  if (!head) return null;
  const segments: FieldPath = [head[0]];
  SEGMENT.lastIndex = head[0].length;
  while (SEGMENT.lastIndex < path.length) {
    const at = SEGMENT.lastIndex;
    const match = SEGMENT.exec(path);
    if (!match || match.index !== at) return null;
    segments.push(match[1] !== undefined ? Number(match[1]) : match[2]!);
  }
  return segments;
}

export function formatFieldPath(segments: FieldPath): string {
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  if (value && typeof value === 'object') return `the fields ${Object.keys(value).join(', ')}`;
  return 'a single value';
}

/** Why `path` does not name a field of `record` (called `what` in the message), or null when it does. */
export function fieldPathProblem(record: object, path: string, what: string): string | null {
  const segments = parseFieldPath(path);
  if (!segments) return `"${path}" is not a field path like "movements[0].to" or "numbers[1]"`;
  const root = segments[0] as string;
  if ((NOT_INFERABLE as readonly string[]).includes(root)) {
    return `"${path}": the ${root} of ${what} cannot be marked inferred, only what it tells (actors, places, movements, effects, numbers, causes, story order …)`;
  }
  let value: unknown = record;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const here = i === 0 ? what : `${formatFieldPath(segments.slice(0, i))} of ${what}`;
    const next =
      typeof segment === 'number'
        ? Array.isArray(value)
          ? value[segment]
          : undefined
        : value && typeof value === 'object' && !Array.isArray(value)
          ? (value as Record<string, unknown>)[segment]
          : undefined;
    if (next === undefined) {
      const name = typeof segment === 'number' ? `no item [${segment}]` : `no field "${segment}"`;
      return `"${path}" points at nothing: ${here} has ${name} (it has ${describe(value)})`;
    }
    value = next;
  }
  return null;
}

/**
 * The inferred mark that covers a field, for the views: the mark on the field itself or on the value holding it
 * (a mark on `movements[0]` covers `movements[0].to`). Undefined when the text states the value.
 */
export function inferenceFor<M extends { path: string }>(
  record: { inferred?: readonly M[] },
  path: string,
): M | undefined {
  return record.inferred?.find(
    (mark) => mark.path === path || path.startsWith(`${mark.path}.`) || path.startsWith(`${mark.path}[`),
  );
}
