import { servedImagePath } from '../media/rules';
import type { Cover } from './shapes';

/** Spec section 3 coverImageorVideo as one URL the cards can show. */
export const coverUrlOf = (cover: Cover | undefined): string | null =>
  !cover ? null : cover.type === 'image' ? servedImagePath(cover.imageId) : cover.url;
