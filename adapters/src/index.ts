/**
 * Adapters behind the core's ports, one folder each: kafka/ and relay/ (the production event path
 * over Kafka), presence/ (MongoDB live presence), credentials/ (SQLite and MongoDB credential
 * stores), blobs/ (file and GridFS blob stores). The composition root (platform/) picks one per
 * port. This index names only the embedded default's adapters; the MongoDB and Kafka ones are
 * imported by their own paths, so the embedded default never loads those drivers.
 */
export * from './credentials/sqliteCredentialStore';
export * from './blobs/fileBlobStore';
