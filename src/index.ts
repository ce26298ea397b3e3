'use client';
/**
 * ask-cards: React views for agent ask tools, plus everything in `ask-cards/core`.
 */
export * from './core';
export * from './react';
