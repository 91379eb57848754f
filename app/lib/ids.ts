const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs are checked before they reach the database, so a malformed one is a 404, not a 500. */
export const isUuid = (value: string | undefined): value is string => Boolean(value && uuidPattern.test(value));
