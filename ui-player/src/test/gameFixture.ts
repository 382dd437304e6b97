/** Shared with the server specs: one valid game document. */
export { makeGame, participant } from '../../../test/fixtures/gameDocument';
