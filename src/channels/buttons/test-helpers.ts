// Test-only: every button of a prompt whatever the platform, the ChannelButtonError a call
// throws, a closed question, and one resolution per way a prompt ends with the line it leaves.
import { resolveAsk } from '../../core/dialects/serialize';
import type { AskEvent, AskOption, AskRequest } from '../../core/types';
import { ChannelButtonError } from '../errors';
import { deploy, request } from '../test-fixtures';
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

const endDeploy = (events: AskEvent[]) => resolveAsk(deploy, events).resolution!;

/** One resolution of `deploy` per way a prompt ends. */
export const DEPLOY_ENDS = {
  answered: endDeploy([{ type: 'toggle', option: 1 }, { type: 'next' }]),
  expired: endDeploy([{ type: 'expire' }]),
  declined: endDeploy([{ type: 'declineAll' }]),
  stopped: endDeploy([{ type: 'stop' }]),
};

/** `deploy`'s question as the message keeps it once the prompt ends. */
export const DEPLOY_LEAD = 'Deploy target — Where should I deploy?';

/** Each of `DEPLOY_ENDS`, and the last line of the message after it. */
export const DEPLOY_END_LINES = [
  ['answered', 'Answered: Production'],
  ['expired', 'Expired'],
  ['declined', 'Cancelled'],
  ['stopped', 'Cancelled'],
] as const;

/** "Ship it?" with choices only (`allowOther: false`), as an MCP enum or boolean asks. */
export function closedQuestion(options: (string | AskOption)[] = ['Yes', 'No']): AskRequest {
  const closed = request({ question: 'Ship it?', options });
  closed.questions[0]!.allowOther = false;
  return closed;
}
