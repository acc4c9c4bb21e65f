/**
 * What was made last for an object, made again only when what it was made from changes. The timeline keeps its
 * geometry, overview and canvas paint list this way per layout (or per marks array): a filter cleared gives the
 * chapter's own layout back (layout.ts keeps one per events array), and at 100,000 events making them again
 * blocked the click for a quarter of a second. The rest of what a value is made from is compared by value, so
 * that a frame, lane window or scale derived anew with the same numbers still finds it.
 */

/** Equal plain arrays and objects, to a few levels; anything else (functions, class instances) by identity. */
export function sameValue(a: unknown, b: unknown, depth = 3): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0 || !isPlain(a) || !isPlain(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key in b && sameValue(a[key], b[key], depth - 1));
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === Array.prototype || proto === null;
}

/**
 * A cache of one value per owner: `made(owner, from, make)` gives what `make` made last for `owner` when `from`
 * is the same by value as it was then, and otherwise makes it anew. Owners are held weakly.
 */
export function lastMadePer<Owner extends object, Value>(): (
  owner: Owner,
  from: unknown,
  make: () => Value,
) => Value {
  const made = new WeakMap<Owner, { from: unknown; value: Value }>();
  return (owner, from, make) => {
    const last = made.get(owner);
    if (last && sameValue(last.from, from)) return last.value;
    const value = make();
    made.set(owner, { from, value });
    return value;
  };
}

/** A scale as what a value made with it depends on: the numbers it maps between. */
export function scaleNumbers(x: { domain(): [number, number]; range(): [number, number] }) {
  return [x.domain(), x.range()];
}
