import type { Cover } from './shapes';

/** Where an uploaded image is served (the media endpoint, GET /api/vm/media/images/{id}). */
export const imagePath = (imageId: string): string => `/api/vm/media/images/${imageId}`;

/** Spec section 3 coverImageorVideo as one URL the cards can show. */
export const coverUrlOf = (cover: Cover | undefined): string | null =>
  !cover ? null : cover.type === 'image' ? imagePath(cover.imageId) : cover.url;
