/** Forms arrive as JSON, urlencoded or multipart: numbers typed into JSON are kept as the text they spell. */
export const asText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);

/** Multipart and urlencoded send booleans as text. */
export const asBoolean = ({ value }: { value: unknown }) =>
  value === 'false' ? false : value === 'true' ? true : value;

/** Multipart and urlencoded send numbers as text; anything not a plain number is left for the validator to refuse. */
export const asInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?[0-9]+$/.test(value.trim()) ? Number(value) : value;
