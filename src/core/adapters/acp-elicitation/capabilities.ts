/**
 * What a client advertises as `clientCapabilities.elicitation` in ACP's `initialize`, and what an
 * advertised capability means. ACP's differs from MCP's: in ACP an empty `{}` advertises no mode
 * (each mode is its own member), while MCP's `elicitation: {}` still means form support.
 */
import { isRecord } from '../../schema/guards';

/**
 * The capability a client that renders `AskCard` (forms) and `AskUrlCard` (links) sends:
 * `clientCapabilities: { elicitation: ACP_ELICITATION_CAPABILITIES }`. Send `{ form: {} }` alone
 * when links are not shown. Not MCP's: there `{}` would do, here it advertises nothing.
 *
 * @example
 * await connection.initialize({ protocolVersion: PROTOCOL_VERSION,
 *   clientCapabilities: { elicitation: ACP_ELICITATION_CAPABILITIES } });
 */
export const ACP_ELICITATION_CAPABILITIES: {
  // ACP's optional `_meta` members, spelled out (and unused): the SDK's `request` overloads are
  // matched by the subtype relation first, which needs them for the typed `initialize` overload
  // to apply (its result `InitializeResponse`, not `unknown`).
  readonly form: { readonly _meta?: null };
  readonly url: { readonly _meta?: null };
  readonly _meta?: null;
} = Object.freeze({ form: Object.freeze({}), url: Object.freeze({}) });

/** The elicitation modes a capability advertises. */
export interface AcpElicitationModes {
  /** Forms may be sent (`elicitation.form` is an object): show them with `AskCard`. */
  form: boolean;
  /** Links may be sent (`elicitation.url` is an object): show them with `AskUrlCard`. */
  url: boolean;
}

/**
 * Which modes an ACP `elicitation` capability advertises, with ACP's meaning: a mode is on only
 * when its member is an object (`{}`); omitted or `null` members, and an empty `{}`, advertise
 * nothing. (MCP differs: its `elicitation: {}` means form; read MCP's capability by MCP's rule.)
 * An agent checks this before sending `elicitation/create` (ACP: agents "MUST NOT request a mode
 * the Client has not advertised").
 *
 * @example
 * readAcpElicitationModes({}) // { form: false, url: false }
 * readAcpElicitationModes({ form: {} }) // { form: true, url: false }
 */
export function readAcpElicitationModes(elicitationCapability: unknown): AcpElicitationModes {
  if (!isRecord(elicitationCapability)) return { form: false, url: false };
  return {
    form: isRecord(elicitationCapability.form),
    url: isRecord(elicitationCapability.url),
  };
}
