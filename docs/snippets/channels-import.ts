/** docs/channels.md, the import. Compiled by `npm run typecheck`; the region is the doc's block. */
// #region readme
import {
  toChannelPayload,
  decodeButtonCallback,
  isOtherButtonCallback,
  toTelegramForceReply,
  parseReply,
} from '../../src/channels';
// #endregion

export { toChannelPayload, decodeButtonCallback, isOtherButtonCallback, toTelegramForceReply };
export { parseReply };
