/** docs/channels.md, a typed reply. Compiled by `npm run typecheck`; the region is the doc's. */
import type { AskAnswer, AskRequest } from '../../src/core';

declare const request: AskRequest;
declare const message: { text: string };
declare const chat: { send(text: string): Promise<unknown> };
declare function resolve(answers: AskAnswer[]): void;

// #region readme
import { parseReply } from '../../src/channels';

const result = parseReply(request, message.text, { messages: 'zh-CN' });
if (result.ok) resolve(result.answers);
else await chat.send(result.error.message); // localized, says what to change
// #endregion
