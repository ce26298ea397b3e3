import { describe, expect, it } from 'vitest';
import { zhCN } from '../core/messages';
import { formatAskToolContent, toAskUserResult } from '../core/dialects';
import type { AskAnswer, AskRequest } from '../core/types';
import { ChannelReplyError } from './errors';
import { parseOptionNumber, parseReply } from './reply';
import { deploy, deployAndNotify, request } from './test-fixtures';

/** Per question: the labels picked, optionally free text (`[labels, text]`), or null for skipped. */
type Expect = string[] | [string[], string] | null;

function answers(req: AskRequest, expected: Expect[]): AskAnswer[] {
  return req.questions.map((q, i): AskAnswer => {
    const e = expected[i] ?? null;
    if (e === null) return { id: q.id, status: 'skipped', labels: [] };
    if (e.length === 2 && Array.isArray(e[0]))
      return { id: q.id, status: 'answered', labels: e[0], customText: e[1] as string };
    return { id: q.id, status: 'answered', labels: e as string[] };
  });
}

function ok(req: AskRequest, reply: string): AskAnswer[] {
  const result = parseReply(req, reply);
  if (!result.ok)
    throw new Error(`expected answers, got ${result.error.code}: ${result.error.message}`);
  return result.answers;
}

const markdown = request({
  options: ['**Staging**', '`prod-eu`', '[Docs](https://x.y)', 'Staging area'],
});
const numeric = request({ options: ['3', '2', '1'] });
const multi = request({ multiSelect: true, options: ['Team, leads', 'Ops', 'QA', 'Docs'] });
const commaish = request({ multiSelect: true, options: ['A, B', 'A', 'B, C, D', 'E'] });

describe('parseReply: one single-select question', () => {
  it.each<[string, AskRequest, string, Expect]>([
    ['a number picks that option', deploy, '2', ['Production']],
    ['the number 1 picks the first option', deploy, '1', ['Staging (Recommended)']],
    ['a number with spaces around picks', deploy, '  2 \n', ['Production']],
    ['#2 picks option 2', deploy, '#2', ['Production']],
    ['"2." picks option 2', deploy, '2.', ['Production']],
    ['"(2)" picks option 2', deploy, '(2)', ['Production']],
    ['a full-width digit picks', deploy, '２', ['Production']],
    ['an out-of-range number is free text', deploy, '3', [[], '3']],
    ['zero is free text', deploy, '0', [[], '0']],
    ['a negative number is free text', deploy, '-1', [[], '-1']],
    ['an exact label picks it', deploy, 'Production', ['Production']],
    ['a label matches case-insensitively', deploy, 'PRODUCTION', ['Production']],
    ['a label matches trimmed', deploy, '   production  ', ['Production']],
    [
      'a label matches without its (Recommended) suffix',
      deploy,
      'staging',
      ['Staging (Recommended)'],
    ],
    [
      'a label matches with its (Recommended) suffix',
      deploy,
      'staging (recommended)',
      ['Staging (Recommended)'],
    ],
    [
      'anything else is free text, trimmed',
      deploy,
      '  Somewhere else, please  ',
      [[], 'Somewhere else, please'],
    ],
    [
      'a multi-line reply is one free text',
      deploy,
      'line one\nline two',
      [[], 'line one\nline two'],
    ],
    ['a label prefix is free text', deploy, 'Prod', [[], 'Prod']],
    ['a label matches its plain rendering (bold)', markdown, 'staging', ['**Staging**']],
    ['a label matches its plain rendering (code)', markdown, 'prod-eu', ['`prod-eu`']],
    [
      'a label matches its plain rendering (link)',
      markdown,
      'docs (https://x.y)',
      ['[Docs](https://x.y)'],
    ],
    ['a label matches its Markdown source', markdown, '**staging**', ['**Staging**']],
    [
      'a longer label is not confused with a shorter one',
      markdown,
      'staging area',
      ['Staging area'],
    ],
    [
      'numbers come before labels: "1" is the first option even if another is labelled 1',
      numeric,
      '1',
      ['3'],
    ],
    [
      'a number-like label out of range as a number still reads as that option',
      request({ options: ['10', '20'] }),
      '20',
      ['20'],
    ],
    [
      'inner whitespace runs match loosely',
      request({ options: ['Blue  green', 'Red'] }),
      'blue green',
      ['Blue  green'],
    ],
    ['full-width letters match loosely', deploy, 'Ｐｒｏｄｕｃｔｉｏｎ', ['Production']],
  ])('%s', (_rule, req, reply, expected) => {
    expect(ok(req, reply)).toEqual(answers(req, [expected]));
  });
});

describe('parseReply: one multi-select question', () => {
  it.each<[string, AskRequest, string, Expect]>([
    ['comma-separated numbers pick those options', multi, '2, 4', ['Ops', 'Docs']],
    ['semicolons and newlines separate too', multi, '2;3\n4', ['Ops', 'QA', 'Docs']],
    ['CJK separators separate', multi, '2，3、4；1', ['Team, leads', 'Ops', 'QA', 'Docs']],
    ['options keep their declared order, not reply order', multi, '4, 2', ['Ops', 'Docs']],
    ['duplicates drop', multi, '2, 2, ops, OPS', ['Ops']],
    ['blank parts drop', multi, ',, 2 ,;; ,', ['Ops']],
    [
      'the whole reply is first tried as one label (labels may hold commas)',
      multi,
      'team, leads',
      ['Team, leads'],
    ],
    [
      'a label with a comma is found among other parts',
      multi,
      'Team, leads, QA',
      ['Team, leads', 'QA'],
    ],
    ['numbers and labels mix', multi, '1, qa', ['Team, leads', 'QA']],
    [
      'parts that are not options join as the free text',
      multi,
      '2, my manager, 3, the CEO',
      [['Ops', 'QA'], 'my manager, the CEO'],
    ],
    ['repeated free parts drop', multi, 'Bob, bob, 2', [['Ops'], 'Bob']],
    [
      'a reply naming no option is kept verbatim as free text',
      multi,
      'Bob; Alice,  Carol',
      [[], 'Bob; Alice,  Carol'],
    ],
    ['an out-of-range number part is free text', multi, '2, 9', [['Ops'], '9']],
    ['the longest comma label wins over shorter ones', commaish, 'b, c, d, e', ['B, C, D', 'E']],
    ['"A, B" is the label, not A then B', commaish, 'A, B', ['A, B']],
    ['"A, E" is two labels', commaish, 'A, E', ['A', 'E']],
    ['a single number picks one option', multi, '3', ['QA']],
  ])('%s', (_rule, req, reply, expected) => {
    expect(ok(req, reply)).toEqual(answers(req, [expected]));
  });

  it('a missing text (undefined from a platform event) is an empty reply, not a crash', () => {
    const result = parseReply(multi, undefined as unknown as string);
    expect(!result.ok && result.error.code).toBe('empty');
  });

  it('a reply of only separators answers nothing', () => {
    const result = parseReply(multi, ' , ; \n ');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('empty');
  });
});

describe('parseReply: several questions', () => {
  // asktool: every question may be skipped, so these rules of reading stand alone. (ask_user
  // requires every answer: see "a reply that leaves a question out".)
  const three: AskRequest = {
    ...request(
      { id: 'deploy_target', header: 'Target', options: ['Staging', 'Production'] },
      { id: 'notify', header: 'Follow-up', options: ['Team', 'Ops', 'Nobody'], multiSelect: true },
      { id: 'when', header: 'When', options: ['Now', 'Tonight'] },
    ),
    dialect: 'asktool',
  };

  it.each<[string, string, Expect[]]>([
    [
      'id: value lines',
      'deploy_target: 2\nnotify: 1, 3\nwhen: now',
      [['Production'], ['Team', 'Nobody'], ['Now']],
    ],
    ['key = value lines', 'deploy_target = 2\nwhen = 1', [['Production'], null, ['Now']]],
    ['key - value lines', 'deploy_target - staging', [['Staging'], null, null]],
    ['a header is a key', 'target: production', [['Production'], null, null]],
    ['a header with a hyphen is a key', 'follow-up: ops', [null, ['Ops'], null]],
    ['a header with a hyphen and a dash separator', 'Follow-up - ops', [null, ['Ops'], null]],
    ['a 1-based index is a key', '2: 2\n3: tonight', [null, ['Ops'], ['Tonight']]],
    ['keys are case-insensitive', 'DEPLOY_TARGET: 1\nWHEN: 2', [['Staging'], null, ['Tonight']]],
    ['an id with spaces for underscores is a key', 'deploy target: 1', [['Staging'], null, null]],
    [
      'keyed lines may come in any order',
      'when: 2\ndeploy_target: 1',
      [['Staging'], null, ['Tonight']],
    ],
    ['a full-width colon separates', 'when：2', [null, null, ['Tonight']]],
    [
      'blank lines between keyed lines are ignored',
      'when: 2\n\n\ndeploy_target: 1\n',
      [['Staging'], null, ['Tonight']],
    ],
    [
      'a keyed URL value stays whole',
      'deploy_target: https://x.y/z',
      [[[], 'https://x.y/z'], null, null],
    ],
    ['a keyed time value stays whole', 'when: 14:30', [null, null, [[], '14:30']]],
    [
      'a keyed path value stays whole',
      'deploy_target = C:\\deploy\\here',
      [[[], 'C:\\deploy\\here'], null, null],
    ],
    [
      'a keyed value that itself looks keyed stays whole',
      'when: notify: 1',
      [null, null, [[], 'notify: 1']],
    ],
    [
      'lines answer by position',
      '2\n1, 3\ntonight',
      [['Production'], ['Team', 'Nobody'], ['Tonight']],
    ],
    [
      'a blank line keeps its position (skips that question)',
      '2\n\ntonight',
      [['Production'], null, ['Tonight']],
    ],
    ['a leading blank line keeps its position', '\nops', [null, ['Ops'], null]],
    ['fewer lines than questions skip the rest', 'staging', [['Staging'], null, null]],
    ['a positional URL stays whole', 'https://x.y/z\nops', [[[], 'https://x.y/z'], ['Ops'], null]],
    [
      'a positional Windows path stays whole',
      'C:\\deploy\nops',
      [[[], 'C:\\deploy'], ['Ops'], null],
    ],
    [
      'a positional time stays whole (14 is no question)',
      'staging\nops\n14:30',
      [['Staging'], ['Ops'], [[], '14:30']],
    ],
    [
      'a positional 1:30 stays whole (30 is no option of question 1)',
      '1:30',
      [[[], '1:30'], null, null],
    ],
    [
      'a positional 2-3 stays whole (3 is an option of question 2, but 2-3 … is not all digits)',
      '2-3 days',
      [[[], '2-3 days'], null, null],
    ],
    ['1:2 is question 1, option 2', '1:2', [['Production'], null, null]],
    [
      'an unknown key-looking prefix is positional text',
      'note: staging\nops',
      [[[], 'note: staging'], ['Ops'], null],
    ],
    ['CRLF line endings', 'deploy_target: 1\r\nwhen: 2\r\n', [['Staging'], null, ['Tonight']]],
  ])('%s', (_rule, reply, expected) => {
    expect(ok(three, reply)).toEqual(answers(three, expected));
  });

  it.each<[string, string, string, number | undefined]>([
    ['an empty reply answers nothing', '', 'empty', undefined],
    ['a blank reply answers nothing', ' \n \n', 'empty', undefined],
    [
      'keyed lines with only blank values answer nothing',
      'when:\ndeploy_target: ',
      'empty',
      undefined,
    ],
    ['more lines than questions', 'a\nb\nc\nd', 'too_many_lines', undefined],
    [
      'more unkeyed lines than questions no line keys',
      'deploy_target: 1\nalso call me\nwhen: now\nand me',
      'unkeyed_line',
      4,
    ],
    ['a question answered twice', 'when: now\n3: tonight', 'duplicate_answer', 2],
  ])('fails: %s', (_rule, reply, code, line) => {
    const result = parseReply(three, reply);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ChannelReplyError);
    expect(result.error.code).toBe(code);
    expect(result.error.line).toBe(line);
    expect(result.error.message.length).toBeGreaterThan(10);
  });

  it('the unkeyed-line message names the line and shows a real example', () => {
    const result = parseReply(three, 'deploy_target: 1\nalso call me\nwhen: 1\nand me');
    expect(!result.ok && result.error.message).toBe(
      'Line 4 doesn\'t say which question it answers. Start every line with the question id, like "deploy_target: 1".',
    );
  });

  it('the duplicate message names the key as written', () => {
    const result = parseReply(three, 'when: now\nWhen: tonight');
    expect(!result.ok && result.error.message).toContain('"When"');
  });

  it("the empty message carries the prompt's reply hint", () => {
    const result = parseReply(three, '');
    expect(!result.ok && result.error.message).toContain('Reply with one line per question');
    const single = parseReply(deploy, '   ');
    expect(!single.ok && single.error.message).toBe(
      'Your reply has no answer in it. Reply with the number, the option text, or your own answer.',
    );
  });

  it('error messages are localized', () => {
    const result = parseReply(three, 'a\nb\nc\nd', { messages: 'zh-CN' });
    expect(!result.ok && result.error.message).toBe(
      zhCN.channelReplyTooManyLines({ lines: 4, count: 3 }),
    );
  });
});

describe('parseReply: prototype-named ids', () => {
  const req: AskRequest = {
    ...request({ id: 'constructor' }, { id: '__proto__' }, { id: 'to_string' }),
    dialect: 'asktool',
  };

  it.each([
    [
      'keys resolve to their own questions',
      'constructor: 1\n__proto__: 2\nto_string: staging',
      [['Staging'], ['Production'], ['Staging']],
    ],
    [
      'an inherited name is not a key',
      'hasOwnProperty: 1',
      [[[], 'hasOwnProperty: 1'], null, null],
    ],
    [
      'toString is not a key',
      'toString: 1\nvalueOf: 2',
      [[[], 'toString: 1'], [[], 'valueOf: 2'], null],
    ],
  ] as [string, string, Expect[]][])('%s', (_rule, reply, expected) => {
    expect(ok(req, reply)).toEqual(answers(req, expected));
  });

  it('a label named like a prototype property is just a label', () => {
    const protoLabels = request({ options: ['constructor', '__proto__', 'toString'] });
    expect(ok(protoLabels, '__proto__')).toEqual(answers(protoLabels, [['__proto__']]));
    expect(ok(protoLabels, 'valueOf')).toEqual(answers(protoLabels, [[[], 'valueOf']]));
  });
});

describe('parseReply feeds the core serializers', () => {
  it('formatAskToolContent reads the answers', () => {
    const req: AskRequest = { ...deployAndNotify, dialect: 'asktool' };
    expect(formatAskToolContent(req, ok(req, '1\n2, my manager'))).toBe(
      'Where should I deploy?：Staging (Recommended)\n---\nWho should I tell?：Ops、my manager',
    );
  });

  it('toAskUserResult reads the answers', () => {
    expect(
      toAskUserResult(deployAndNotify, ok(deployAndNotify, 'notify: 3, 1\n1'), 'submitted'),
    ).toEqual({
      status: 'answered',
      answers: {
        answers: {
          deploy_target: { answers: ['Staging (Recommended)'] },
          notify: { answers: ['Team, leads', 'Nobody'] },
        },
      },
    });
  });
});

describe('parseOptionNumber', () => {
  it.each<[string, number | null]>([
    ['2', 2],
    [' 12 ', 12],
    ['#3', 3],
    ['3.', 3],
    ['3)', 3],
    ['(3)', 3],
    ['０３', 3],
    ['2a', null],
    ['-2', null],
    ['2.5', null],
    ['', null],
  ])('%j → %j', (text, n) => {
    expect(parseOptionNumber(text)).toBe(n);
  });
});

describe('a runaway reply', () => {
  it('over MAX_REPLY_CHARS is refused as too_long before any parsing (a 1 MB multi-select reply)', async () => {
    const { MAX_REPLY_CHARS } = await import('./reply');
    const { parseAskToolInput } = await import('../core/dialects');
    const request = parseAskToolInput({
      questions: [{ question: 'Q', options: ['a', 'b', 'c'], multiSelect: true }],
    });
    const result = parseReply(request, 'a, '.repeat(350_000));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('too_long');
      expect(result.error.message).toBe(
        `Your reply is too long (over ${MAX_REPLY_CHARS} characters). Reply with just your answer.`,
      );
    }
    // Just within the bound, it is still read.
    expect(parseReply(request, `a${' '.repeat(MAX_REPLY_CHARS - 1)}`).ok).toBe(true);
  });
});
