/**
 * A response body that is already JSON text, typed by the shape it holds. Lists whose documents
 * are kept serialized (query-service/src/games/live) join those fragments instead of serializing
 * every document on every request; bindRoute sends the text as it is.
 */
export class JsonText<T = unknown> {
  declare readonly shape?: T;
  constructor(readonly text: string) {}
}

/** `{...json, ...fields}` for a JSON object text, without parsing it; the fields must be new keys. */
export const withJsonFields = (objectJson: string, fields: object): string => {
  const extra = JSON.stringify(fields);
  return extra === '{}' ? objectJson : `${objectJson.slice(0, -1)}${objectJson === '{}' ? '' : ','}${extra.slice(1)}`;
};
