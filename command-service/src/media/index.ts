export * from './blobStore';
export * from './images';
export * from './routes';
// The stores behind the BlobStore port (files, GridFS) are adapters: adapters/src/blobs/, picked by platform/.
