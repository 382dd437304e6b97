/**
 * A response body that is already JSON text, typed by the shape it holds. Lists whose documents
 * are kept serialized (query-service/src/games/live) join those fragments instead of serializing
 * every document on every request; bindRoute sends the text as it is.
 */
export class JsonText<T = unknown> {
  declare readonly shape?: T;
  /** UTF-8 bytes, or a string to encode. */
  constructor(readonly text: string | Uint8Array<ArrayBuffer>) {}
}

const OPEN_BRACE = 0x7b;

/**
 * `{...json, ...fields}` for the UTF-8 bytes of a JSON object, as pieces to concatenate, without
 * parsing it; the fields must be new keys.
 */
export const withJsonFields = (objectJson: Uint8Array, fields: object): Uint8Array[] => {
  const extra = JSON.stringify(fields);
  if (extra === '{}') return [objectJson];
  const empty = objectJson.length === 2 && objectJson[0] === OPEN_BRACE;
  return [objectJson.subarray(0, objectJson.length - 1), Buffer.from(`${empty ? '' : ','}${extra.slice(1)}`)];
};
