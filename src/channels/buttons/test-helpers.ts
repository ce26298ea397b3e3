// Test-only: every button of a prompt whatever the platform, the ChannelButtonError a call
// throws, and one resolution per way a prompt ends.
import { resolveAsk } from '../../core/serialize/resolution';
import type { AskEvent, AskRequest } from '../../core/types';
import { ChannelButtonError } from '../errors';
import type { ChannelPlatform } from './core';
import { toDiscordComponents } from './discord';
import { toSlackBlocks } from './slack';
import { toTelegramKeyboard } from './telegram';

export const PLATFORMS: ChannelPlatform[] = ['telegram', 'discord', 'slack'];

/** Every button's data and text, whatever the platform. */
export function buttons(
  req: AskRequest,
  platform: ChannelPlatform,
  promptId = 'p',
): { data: string; text: string }[] {
  if (platform === 'telegram') {
    return toTelegramKeyboard(req, { promptId })
      .reply_markup.inline_keyboard.flat()
      .map((b) => ({ data: b.callback_data, text: b.text }));
  }
  if (platform === 'discord') {
    return toDiscordComponents(req, { promptId }).components.flatMap((row) =>
      row.components.map((b) => ({ data: b.custom_id, text: b.label })),
    );
  }
  const actions = toSlackBlocks(req, { promptId }).blocks.find((b) => b.type === 'actions');
  return actions && actions.type === 'actions'
    ? actions.elements.map((b) => ({ data: b.value, text: b.text.text }))
    : [];
}

export function thrown(fn: () => unknown): ChannelButtonError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ChannelButtonError) return error;
    throw error;
  }
  throw new Error('expected a ChannelButtonError');
}

/** One resolution of `deploy` per way a prompt ends. */
export function deployOutcomes(req: AskRequest) {
  const end = (events: AskEvent[]) => resolveAsk(req, events).resolution!;
  return {
    answered: end([{ type: 'toggle', option: 1 }, { type: 'next' }]),
    expired: end([{ type: 'expire' }]),
    declined: end([{ type: 'declineAll' }]),
    stopped: end([{ type: 'stop' }]),
  };
}
