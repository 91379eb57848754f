/**
 * The shape every language's catalogue takes from the English one: the same keys, each a string.
 * A key missing from a translation, or one the English catalogue does not have, fails typecheck.
 */
export type Catalogue<T> = {
  [Key in keyof T]: T[Key] extends string ? string : Catalogue<T[Key]>;
};
