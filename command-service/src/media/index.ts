export * from './blobStore';
export * from './fileBlobStore';
export * from './images';
export * from './routes';
// GridFsBlobStore is imported on its own (media/gridFsBlobStore) so the embedded default never loads the MongoDB driver.
