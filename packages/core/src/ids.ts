const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID as the database writes one: every id of a row in the product is one. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
