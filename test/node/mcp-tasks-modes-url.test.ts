/**
 * Issue 25 #9, #10, #11 against the real SDK (1.32.2): task-augmented elicitation is refused
 * before a card shows, with an error the server reads; Codex's form modes are forms; a tool call
 * failing with -32042 reaches the URL cards through `readUrlElicitationRequired`.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ElicitRequestSchema,
  ErrorCode,
  McpError,
  UrlElicitationRequiredError,
  type ElicitRequestFormParams,
  type ElicitResult as SdkElicitResult,
} from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  safeParseElicitRequest,
  safeParseElicitUrlRequest,
  readUrlElicitationRequired,
  type AskRequest,
} from '../../src/core';

const open: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((close) => close()));
});

async function connect(server: McpServer, client: Client) {
  const [a, b] = InMemoryTransport.createLinkedPair();
  await Promise.all([client.connect(a), server.connect(b)]);
  open.push(async () => {
    await client.close();
    await server.close();
  });
}

const deploy: ElicitRequestFormParams = {
  mode: 'form',
  message: 'Which environment?',
  requestedSchema: {
    type: 'object',
    properties: { env: { type: 'string', enum: ['staging', 'prod'] } },
    required: ['env'],
  },
};

describe('issue 25 #9: task-augmented elicitation', () => {
  it('issue 25 #9: a request with params.task is refused before a card shows; the server gets InvalidParams naming task, and no answer is lost', async () => {
    const server = new McpServer({ name: 'deploy-server', version: '1.0.0' });
    // A host that declares task-augmented elicitation (for another component, say): the SDK
    // lets the task through to the handler, and would discard an ElicitResult answering it.
    const client = new Client(
      { name: 'host', version: '1.0.0' },
      {
        capabilities: {
          elicitation: { form: {}, url: {} },
          tasks: { requests: { elicitation: { create: {} } } },
        },
      },
    );
    const shown: AskRequest[] = [];
    // docs/mcp.md's handler: a refused request throws McpError(InvalidParams) before any card.
    client.setRequestHandler(ElicitRequestSchema, ({ params }) => {
      const parsed = safeParseElicitRequest(params);
      if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, parsed.error.message);
      shown.push(parsed.data);
      return { action: 'accept', content: { env: 'staging' } } satisfies SdkElicitResult;
    });
    await connect(server, client);
    const error = await server.server.elicitInput({ ...deploy, task: { ttl: 60_000 } }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(shown).toEqual([]);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(ErrorCode.InvalidParams);
    expect((error as McpError).message).toContain('task is set');
    expect((error as McpError).message).not.toContain('Invalid task creation result');
    // The same request without a task still gets its card.
    await expect(server.server.elicitInput(deploy)).resolves.toEqual({
      action: 'accept',
      content: { env: 'staging' },
    });
    expect(shown).toHaveLength(1);
  });

  it('issue 25 #9: a host that does not declare tasks: the SDK refuses the task before the handler, so no card shows', async () => {
    const server = new McpServer({ name: 'deploy-server', version: '1.0.0' });
    const client = new Client(
      { name: 'host', version: '1.0.0' },
      { capabilities: { elicitation: { form: {}, url: {} } } },
    );
    let shown = 0;
    client.setRequestHandler(ElicitRequestSchema, () => {
      shown++;
      return { action: 'cancel' } satisfies SdkElicitResult;
    });
    await connect(server, client);
    await expect(server.server.elicitInput({ ...deploy, task: { ttl: 60_000 } })).rejects.toThrow(
      'Client does not support task creation',
    );
    expect(shown).toBe(0);
  });

  it('issue 25 #9: a URL request with params.task is refused the same way', () => {
    const parsed = safeParseElicitUrlRequest({
      mode: 'url',
      message: 'Sign in',
      elicitationId: 'e1',
      url: 'https://example.com/login',
      task: { ttl: 1000 },
    });
    expect(!parsed.success && parsed.error.message).toMatch(/^task is set/);
  });
});

describe("issue 25 #10: Codex's MCP elicitation modes", () => {
  // Codex 0.171.0 McpServerElicitationRequestParams, as sent on mcpServer/elicitation/request.
  const codex = {
    threadId: 't1',
    turnId: null,
    serverName: 'deploy',
    environmentId: null,
    _meta: null,
  };

  it.each(['openai/form', 'openaiForm'])('issue 25 #10: mode %j is read as a form', (mode) => {
    const parsed = safeParseElicitRequest({ ...codex, ...deploy, mode });
    expect(parsed.success).toBe(true);
    expect(parsed.success && parsed.data.questions.map((q) => q.id)).toEqual(['env']);
  });

  it('issue 25 #10: openai/userVerification is refused with an AskInputError naming the mode', () => {
    const parsed = safeParseElicitRequest({
      ...codex,
      mode: 'openai/userVerification',
      title: 'Verify',
      description: 'Confirm it is you',
      challenge: 'abc',
    });
    expect(parsed.success).toBe(false);
    expect(!parsed.success && parsed.error.issues[0]!.path).toEqual(['mode']);
    expect(!parsed.success && parsed.error.message).toContain('mode is "openai/userVerification"');
  });
});

describe('issue 25 #11: URL elicitation by error (-32042)', () => {
  it('issue 25 #11: a tool throwing UrlElicitationRequiredError: callTool rejects and readUrlElicitationRequired reads its URL requests', async () => {
    const server = new McpServer({ name: 'billing', version: '1.0.0' });
    server.registerTool('charge', { description: 'Charge the card' }, () => {
      throw new UrlElicitationRequiredError([
        {
          mode: 'url',
          message: 'Authorize billing',
          elicitationId: 'auth-1',
          url: 'https://billing.example.com/authorize?s=1',
        },
        {
          mode: 'url',
          message: 'Old portal',
          elicitationId: 'auth-2',
          url: 'http://portal.example.com/',
        },
      ]);
    });
    const client = new Client(
      { name: 'host', version: '1.0.0' },
      { capabilities: { elicitation: { form: {}, url: {} } } },
    );
    await connect(server, client);
    const error = await client.callTool({ name: 'charge' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UrlElicitationRequiredError);
    expect(readUrlElicitationRequired(error, { source: 'billing' })).toEqual({
      success: true,
      data: [
        {
          mode: 'url',
          message: 'Authorize billing',
          elicitationId: 'auth-1',
          url: 'https://billing.example.com/authorize?s=1',
          host: 'billing.example.com',
          openable: true,
          requester: 'billing',
        },
        {
          mode: 'url',
          message: 'Old portal',
          elicitationId: 'auth-2',
          url: 'http://portal.example.com/',
          host: 'portal.example.com',
          openable: false,
          requester: 'billing',
        },
      ],
    });
  });

  it('issue 25 #11: another error is null; a malformed -32042 is an AskInputError naming the item', () => {
    expect(readUrlElicitationRequired(new McpError(ErrorCode.InvalidParams, 'x'))).toBeNull();
    expect(readUrlElicitationRequired('boom')).toBeNull();
    const bad = readUrlElicitationRequired({
      code: -32042,
      message: 'URL elicitation required',
      data: {
        elicitations: [{ mode: 'url', message: 'Sign in', elicitationId: 'e', url: 'nope' }],
      },
    });
    expect(bad?.success).toBe(false);
    expect(bad && !bad.success && bad.error.message).toContain(
      'data.elicitations[0].url "nope" is not a URL',
    );
    const none = readUrlElicitationRequired({ code: -32042, data: {} });
    expect(none && !none.success && none.error.message).toContain('data.elicitations must list');
  });
});
