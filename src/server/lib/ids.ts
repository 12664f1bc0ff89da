const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs (DESIGN section 3): anything else cannot name a stored row, so it reads as missing. */
export function isUuid(value: string | undefined | null): value is string {
  return typeof value === 'string' && UUID.test(value);
}
