/**
 * Compile-time proof, checked by `tsc --noEmit`, against the real `@agentclientprotocol/sdk`
 * 2.4.0 types: what the SDK hands an `elicitation/create` handler is what the parsers take, and
 * what `toAcpElicitResult` builds is a `CreateElicitationResponse` (and each of the SDK's three
 * responses is ours).
 */
import type {
  ClientCapabilities,
  ClientContext,
  CreateElicitationRequest,
  CreateElicitationResponse,
  ElicitationContentValue,
  InitializeResponse,
} from '@agentclientprotocol/sdk';
import { ACP_ELICITATION_CAPABILITIES } from './capabilities';
import type { AcpElicitResult } from './result';
import type {
  AcpElicitRequestParams,
  parseAcpElicitRequest,
  parseAcpElicitUrlRequest,
  readAcpElicitationScope,
} from './schema';

type Assignable<A, B> = [A] extends [B] ? true : false;
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type FormRequest = Extract<CreateElicitationRequest, { mode: 'form' }>;
type Accept = Extract<CreateElicitationResponse, { action: 'accept' }>;

export const proofs: [
  // The handler's params go to the parsers as they are.
  Assignable<CreateElicitationRequest, Parameters<typeof parseAcpElicitRequest>[0]>,
  Assignable<CreateElicitationRequest, Parameters<typeof parseAcpElicitUrlRequest>[0]>,
  Assignable<CreateElicitationRequest, Parameters<typeof readAcpElicitationScope>[0]>,
  // A form request fits the adapter's input outline.
  Assignable<FormRequest, AcpElicitRequestParams>,
  // Ours is a response the SDK sends; each of its three actions is one of ours.
  Assignable<AcpElicitResult, CreateElicitationResponse>,
  Assignable<
    { action: 'accept'; content: Record<string, ElicitationContentValue> },
    AcpElicitResult
  >,
  Assignable<
    Omit<Accept, 'content'> & { content?: Record<string, ElicitationContentValue> },
    AcpElicitResult
  >,
  Assignable<{ action: 'decline' }, AcpElicitResult>,
  Assignable<{ action: 'cancel' }, AcpElicitResult>,
  // The capability a client sends.
  Assignable<typeof ACP_ELICITATION_CAPABILITIES, NonNullable<ClientCapabilities['elicitation']>>,
] = [true, true, true, true, true, true, true, true, true, true];

// The extracted SDK shapes are real (not `never`, which would make the proofs above vacuous),
// and a custom action is not one ask-cards sends.
export const refusals: [
  Assignable<FormRequest, never>,
  Assignable<Accept, never>,
  Assignable<{ action: '_acme' }, AcpElicitResult>,
] = [false, false, false];

// Written inline where the docs show it, the capability keeps the SDK's typed `initialize`
// overload: the result is `InitializeResponse`, not the untyped overload's `unknown`. (Overloads
// are matched by the subtype relation first, which needs the SDK's optional `_meta` members.)
export const initialize = (agent: ClientContext) =>
  agent.request('initialize', {
    protocolVersion: 1,
    clientCapabilities: { elicitation: ACP_ELICITATION_CAPABILITIES },
  });
export const typedInitialize: Equal<
  Awaited<ReturnType<typeof initialize>>,
  InitializeResponse
> = true;
