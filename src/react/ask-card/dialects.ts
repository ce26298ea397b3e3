/**
 * Where the card's dialects come from. The card reads only the registry it is given (its
 * `registry` option, else the nearest `AskRegistryProvider`); `ask-cards`' own `AskCard` adds the
 * default one as a last resort, `ask-cards/card`'s adds nothing, so it bundles no dialect a host
 * did not hand it.
 */
import { NO_FIELD_RULES, unknownDialect, type AskPolicies } from '../../core/registry';
import { AskInputError } from '../../core/schema/errors';
import type { AskCardModel } from './types';

/**
 * The error of a card with no dialects to read: the request cannot be checked, run or resolved.
 * Reported through `onError` beside the invalid-request notice; `useAskCard` throws it.
 */
export function noAskRegistryError(): AskInputError {
  return new AskInputError([
    {
      path: ['registry'],
      message:
        'no dialect registry: wrap the card in ' +
        '<AskRegistryProvider registry={createAskRegistry([askToolEntry])}>…' +
        '</AskRegistryProvider> or pass it `registry`, with each dialect you render (its entry, ' +
        "such as askToolEntry from 'ask-cards/card', or its adapter, such as askToolAdapter from " +
        "'ask-cards/core/asktool'). The AskCard of 'ask-cards/card' reads no default dialects; " +
        "the one of 'ask-cards' does.",
    },
  ]);
}

/**
 * The card's one dialect as the policies the machine's selectors read: a card runs one request,
 * so its model's `policy` is all they need, wherever the registry came from.
 */
export function cardPolicies(
  card: Pick<AskCardModel, 'request' | 'policy' | 'fields'>,
): AskPolicies {
  const { dialect } = card.request;
  const findPolicy = (name: unknown) => (name === dialect ? card.policy : undefined);
  return {
    has: (name) => name === dialect,
    list: () => [dialect],
    findPolicy,
    policy: (name) => findPolicy(name) ?? throwUnknown(name, dialect),
    fieldRules: (name) => (name === dialect ? card.fields : NO_FIELD_RULES),
  };
}

function throwUnknown(name: unknown, dialect: string): never {
  throw unknownDialect(name, [dialect]);
}
