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
