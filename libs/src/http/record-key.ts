/** Record keys are UUIDs; anything else cannot name a record, so it is a 404 without a query. */
export const RECORD_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isRecordKey = (value: unknown): value is string => typeof value === 'string' && RECORD_KEY.test(value);
