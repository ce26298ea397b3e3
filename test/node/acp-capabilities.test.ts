/**
 * Issue 29 #3: what `elicitation: {}` means, against the real SDKs. ACP's `{}` advertises no mode
 * (the docs; the SDK 2.4.0 does not enforce it, so the agent reads the capability itself); MCP's
 * `{}` still means form, and the MCP SDK's server enforces that.
 */
import {
  agent,
  client,
  type AgentContext,
  type ClientCapabilities,
  type CreateElicitationRequest,
} from '@agentclientprotocol/sdk';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { ACP_ELICITATION_CAPABILITIES, readAcpElicitationModes } from '../../src/core';

const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** An ACP agent and client in process; the agent keeps what `initialize` advertised. */
async function acpPair(elicitation: ClientCapabilities['elicitation']) {
  let agentSide: AgentContext | undefined;
  let advertised: ClientCapabilities | undefined;
  const reached: string[] = [];
  const agentApp = agent({ name: 'agent' })
    .onRequest('initialize', ({ params }) => {
      advertised = params.clientCapabilities;
      return { protocolVersion: params.protocolVersion, agentCapabilities: {} };
    })
    .onConnect((connection) => {
      agentSide = connection.client;
    });
  const clientApp = client({ name: 'editor' }).onRequest('elicitation/create', ({ params }) => {
    reached.push(params.mode);
    return { action: 'decline' };
  });
  const connection = clientApp.connect(agentApp);
  closers.push(() => connection.close());
  await connection.agent.request('initialize', {
    protocolVersion: 1,
    clientCapabilities: { elicitation },
  });
  return { agent: agentSide!, advertised: advertised!, reached };
}

const formRequest: CreateElicitationRequest = {
  mode: 'form',
  sessionId: 's',
  message: 'Name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
};
const urlRequest: CreateElicitationRequest = {
  mode: 'url',
  sessionId: 's',
  message: 'Sign in',
  elicitationId: 'e',
  url: 'https://example.com/login',
};

describe('ACP elicitation capability (real @agentclientprotocol/sdk)', () => {
  it('issue 29: `{}` reaches the agent as sent and reads as no mode; the SDK still delivers both modes', async () => {
    const { agent, advertised, reached } = await acpPair({});
    expect(advertised.elicitation).toEqual({});
    expect(readAcpElicitationModes(advertised.elicitation)).toEqual({ form: false, url: false });
    // ACP says agents MUST NOT send an unadvertised mode; SDK 2.4.0 leaves the check to them.
    await expect(agent.request('elicitation/create', formRequest)).resolves.toEqual({
      action: 'decline',
    });
    await expect(agent.request('elicitation/create', urlRequest)).resolves.toEqual({
      action: 'decline',
    });
    expect(reached).toEqual(['form', 'url']);
  });

  it('issue 29: ACP_ELICITATION_CAPABILITIES advertises form and URL; absent or null advertises none', async () => {
    const { advertised } = await acpPair({ ...ACP_ELICITATION_CAPABILITIES });
    expect(advertised.elicitation).toEqual({ form: {}, url: {} });
    expect(readAcpElicitationModes(advertised.elicitation)).toEqual({ form: true, url: true });
    const formOnly = await acpPair({ form: {} });
    expect(readAcpElicitationModes(formOnly.advertised.elicitation)).toEqual({
      form: true,
      url: false,
    });
    const nulls = await acpPair({ form: null, url: null });
    expect(readAcpElicitationModes(nulls.advertised.elicitation)).toEqual({
      form: false,
      url: false,
    });
    const none = await acpPair(undefined);
    expect(readAcpElicitationModes(none.advertised.elicitation)).toEqual({
      form: false,
      url: false,
    });
  });
});

describe('MCP elicitation capability (real @modelcontextprotocol/sdk), for contrast', () => {
  async function mcpPair(elicitation: Record<string, unknown>) {
    const server = new McpServer({ name: 'server', version: '1.0.0' });
    const mcpClient = new Client(
      { name: 'host', version: '1.0.0' },
      { capabilities: { elicitation } },
    );
    mcpClient.setRequestHandler(ElicitRequestSchema, () => ({ action: 'decline' as const }));
    const [a, b] = InMemoryTransport.createLinkedPair();
    await Promise.all([mcpClient.connect(a), server.connect(b)]);
    closers.push(async () => {
      await mcpClient.close();
      await server.close();
    });
    return server.server;
  }

  it('issue 29: MCP’s `{}` means form: the server’s elicitInput works; URL mode is refused', async () => {
    const server = await mcpPair({});
    await expect(
      server.elicitInput({
        mode: 'form',
        message: 'Name?',
        requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
      }),
    ).resolves.toEqual({ action: 'decline' });
    await expect(
      server.elicitInput({
        mode: 'url',
        message: 'Sign in',
        elicitationId: 'e',
        url: 'https://example.com/login',
      }),
    ).rejects.toThrow(/url/i);
  });
});
