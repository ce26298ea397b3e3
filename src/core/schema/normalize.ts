/** From valid tool input to the `AskRequest` model: trimming, cutting, clamping. */
import type { AskOption } from '../types';
import { ASK_LIMITS } from './limits';
import { truncateCodePoints } from './text';

/** A trimmed label, and the trimmed description when it has any text. */
export function toAskOption(label: string, description?: string): AskOption {
  const text = description?.trim();
  return text ? { label: label.trim(), description: text } : { label: label.trim() };
}

/**
 * A header trimmed and cut to 12 code points, never inside a surrogate pair.
 *
 * @example cutHeader('Deployment target') // 'Deployment t'
 */
export function cutHeader(header: string): string {
  return truncateCodePoints(header.trim(), ASK_LIMITS.askUser.headerMaxChars).trimEnd();
}

/**
 * ask_user's timeout: 900 when absent, otherwise clamped into 30-3600.
 *
 * @example clampTimeout(5) // 30
 */
export function clampTimeout(seconds: number | undefined): number {
  const { defaultTimeoutSeconds, minTimeoutSeconds, maxTimeoutSeconds } = ASK_LIMITS.askUser;
  if (seconds === undefined) return defaultTimeoutSeconds;
  return Math.min(maxTimeoutSeconds, Math.max(minTimeoutSeconds, seconds));
}
