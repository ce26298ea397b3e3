/**
 * ask-cards/core: validation, the state machine and the serializers, with no React and no DOM.
 * Safe to import from an agent server.
 */
export type * from './types';
export * from './schema';
export * from './machine';
export * from './serialize';
export * from './messages';
