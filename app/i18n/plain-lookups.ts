import type { i18n } from "i18next";

type LooseT = ((key: unknown, ...options: unknown[]) => unknown) & { lng?: unknown; ns?: unknown; keyPrefix?: unknown };

/** Enough for every text of both languages with the values pages insert; past it, start again. */
const MAX_ANSWERS = 20_000;

/**
 * Keeps the answer of `t(key)` and of `t(key, options)` whose options are plain values (names,
 * counts, numbers). i18next (26.x) copies its whole options object and walks its resolution steps
 * on each call, about 20 µs; a page makes hundreds of calls, whose answers only change when words
 * are added (then all are forgotten). Other calls (a `defaultValue` string list, `returnObjects`,
 * values that are objects) go to i18next as they are.
 */
export function rememberPlainLookups(instance: i18n): i18n {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => LooseT;
  const answers = new Map<string, string>();
  instance.store.on("added", () => answers.clear());
  const rememberingGetFixedT = (lng: unknown, ns: unknown, keyPrefix: unknown, ...rest: unknown[]) => {
    const translate = getFixedT(lng, ns, keyPrefix, ...rest);
    const scope = `${String(lng)}\u0000${String(ns)}\u0000${String(keyPrefix)}\u0000`;
    const remembering: LooseT = (key, ...options) => {
      const id = typeof key === "string" ? answerId(scope + key, options) : undefined;
      if (id === undefined) return translate(key, ...options);
      let answer = answers.get(id);
      if (answer === undefined) {
        const translated = translate(key, ...options);
        if (typeof translated !== "string") return translated;
        if (answers.size >= MAX_ANSWERS) answers.clear();
        answers.set(id, (answer = translated));
      }
      return answer;
    };
    return Object.assign(remembering, { lng: translate.lng, ns: translate.ns, keyPrefix: translate.keyPrefix });
  };
  instance.getFixedT = rememberingGetFixedT as unknown as i18n["getFixedT"];
  return instance;
}

/** Where an answer is kept: the key alone, or with options of plain values only; else none. */
function answerId(scopedKey: string, options: unknown[]): string | undefined {
  if (options.length === 0) return scopedKey;
  const [values] = options;
  if (options.length > 1 || typeof values !== "object" || values === null) return undefined;
  for (const [name, value] of Object.entries(values)) {
    if (name === "returnObjects" || (typeof value === "object" && value !== null) || typeof value === "function") {
      return undefined;
    }
  }
  return `${scopedKey}\u0000${JSON.stringify(values)}`;
}
