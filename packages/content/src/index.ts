export * from './client.ts';
export * from './image.ts';
export * from './queries.ts';
export type * from './sanity.types.ts';
