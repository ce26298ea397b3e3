// Sizes, min+gzip, of what a consumer's bundler pulls in for each public import, measured by
// bundling the built package with esbuild (React and the optional framework peers external).
// Run after `npm run build`. Prints a table; exits non-zero only when the build is missing.
// Usage: node bench/size.mjs [--json]
//
// Each row is one import a user writes, and the packages it needs: its dependency floor is those
// packages alone, bundled the same way, so the ratio is what ask-cards adds on top of them.
// test/node/import-sets.test.ts bundles the same rows and fails when one pulls a package its floor
// does not, or a module of another component or dialect.
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { checkBudgets, parseBudgets } from './budgets.mjs';

// ASK_CARDS_ROOT measures another checkout's build (an older dist/, for before/after figures).
export const root = process.env.ASK_CARDS_ROOT ?? fileURLToPath(new URL('..', import.meta.url));

// How each dependency is used, for the floors. zod/mini through a small schema (tree-shaken):
// `export * from 'zod/mini'` would keep every locale and check and make the floor look heavy.
const FLOOR = {
  zod: [
    "import * as z from 'zod/mini';",
    'const Option = z.union([z.string(), z.object({ label: z.string(), description: z.optional(z.string()) })]);',
    'const Input = z.object({ questions: z.array(z.object({ question: z.string(), options: z.array(Option), multiSelect: z.optional(z.boolean()) })) });',
    'export const parse = (input) => z.safeParse(Input, input);',
  ].join('\n'),
  // The Markdown pipeline react-markdown runs, which AskMarkdown runs itself (issue 31 #2).
  unified: "export { unified } from 'unified';",
  'remark-parse': "export { default as remarkParse } from 'remark-parse';",
  'remark-rehype': "export { default as remarkRehype } from 'remark-rehype';",
  'hast-util-to-jsx-runtime': "export { toJsxRuntime } from 'hast-util-to-jsx-runtime';",
  'remark-gfm': "export { default as gfm } from 'remark-gfm';",
  '@radix-ui/react-toast': "export * from '@radix-ui/react-toast';",
  'mdast-util-from-markdown': "export { fromMarkdown } from 'mdast-util-from-markdown';",
  'micromark-extension-gfm': "export { gfm as micromarkGfm } from 'micromark-extension-gfm';",
  'mdast-util-gfm': "export { gfmFromMarkdown } from 'mdast-util-gfm';",
  // The `pattern` matcher, pulled by the MCP elicitation parser only (issue 25 #8).
  re2js: "export { RE2JS } from 're2js';",
  // The JSON text field's validator, pulled by `jsonTextFallback` alone (issue 30).
  '@cfworker/json-schema': "export { Validator } from '@cfworker/json-schema';",
};
const MD = ['unified', 'remark-parse', 'remark-gfm', 'remark-rehype', 'hast-util-to-jsx-runtime'];
const CARD = ['zod', ...MD];
// A binding parses any dialect's input, MCP's `pattern` with its matcher among them.
const BINDING = [...CARD, 're2js'];
const VIEWS = [
  'src/react/ask-card/',
  'src/react/dock/',
  'src/react/toast/',
  'src/react/transcript/',
];
const CHANNELS = ['src/channels/'];
const but = (keep) => VIEWS.filter((v) => v !== keep);

/** The dialect folders built as `ask-cards/core/<folder>` (see scripts/entries.mjs). */
const dialects = existsSync(`${root}dist/core`)
  ? readdirSync(`${root}dist/core`)
      .filter((f) => f.endsWith('.js'))
      .map((f) => f.slice(0, -3))
      .sort()
  : [];
const otherDialects = (mine) =>
  dialects.filter((d) => d !== mine).map((d) => `src/core/adapters/${d}/schema.ts`);

/**
 * One public import per row, one line each: label, what it imports and from where, the packages
 * it needs (its floor), the source folders it must not pull, and whether the component goal
 * (≤ 1.15× its floor) applies. A binding: `row('ai-sdk', '{ … }', 'ask-cards/ai-sdk', […])`.
 */
const row = (label, names, from, packages, forbid = [], component = false) => ({
  label,
  code: `export ${names} from '${from}';`,
  packages,
  forbid,
  component,
});
const TOAST = [...CARD, '@radix-ui/react-toast'];
// A view renders a request it is given: no dialect's input parser, no tool definition. The
// transcript reads Claude's, Codex's, assistant-ui's and ask_user's own persisted shapes, with
// their parsers.
const parsers = (...keep) => [
  ...dialects
    .filter((d) => !keep.includes(d))
    .flatMap((d) => [`src/core/adapters/${d}/schema.ts`, `src/core/adapters/${d}/definition.ts`]),
  'src/core/schema/definitions.ts',
];
// Only a view that answers produces results: a toast or the transcript reads dialects' policies
// (each `src/core/adapters/<dialect>/policy.ts`), never their running halves and result
// serializers.
const results = () =>
  dialects.flatMap((d) => [
    `src/core/adapters/${d}/runtime.ts`,
    `src/core/adapters/${d}/result.ts`,
  ]);
const TOAST_ONLY = [...but('src/react/toast/'), ...CHANNELS, ...parsers(), ...results()];
const CORE = 'ask-cards/core';
const SERVER = '{ safeParseAskUserInput, createAskState, askTransition, toAskResolution }';
const CHANNEL_DEPS = [
  'zod',
  'mdast-util-from-markdown',
  'micromark-extension-gfm',
  'mdast-util-gfm',
];
// Option labels and choice titles are compared by the text they render to (issue 24 #8): every
// parser reads Markdown.
const CORE_DEPS = CHANNEL_DEPS;
// Whatever reads every dialect's input reads MCP's `pattern`, with its matcher (issue 25 #8).
const PARSERS_DEPS = [...CORE_DEPS, 're2js'];
// A card falls back to its own English strings (`en-card.ts`), never every view's catalog or a
// second language's (issue 31 #4).
const CATALOGS = ['src/core/messages/en.ts', 'src/core/messages/zh-CN.ts'];
const CARD_ONLY = [...but('src/react/ask-card/'), ...CHANNELS, ...parsers(), ...CATALOGS];
// `ask-cards/card` with the dialects a host hands it (issue 31 #4): no other dialect's results or
// persisted reader, no parser, never the default registry.
const ASKS_FIELDS = [
  'elicitation',
  'acp-elicitation',
  'json-schema-form',
  'agui-interrupt',
  'ask-user-question',
];
const FIELD_CHECKS = ['number-check', 'formats', 'json-check', 'decimal'].map(
  (m) => `src/core/machine/${m}.ts`,
);
const LEAN_CARD = (...keep) => [
  ...CARD_ONLY,
  ...dialects
    .filter((d) => !keep.includes(d))
    .flatMap((d) =>
      ['runtime', 'result', 'persisted'].map((f) => `src/core/adapters/${d}/${f}.ts`),
    ),
  'src/core/dialects/built-in.ts',
  'src/core/dialects/default.ts',
  // A number, a text format or JSON is checked by rules only the dialects that ask them bring.
  ...(keep.some((d) => ASKS_FIELDS.includes(d)) ? [] : FIELD_CHECKS),
];
const DOCK_ONLY = [
  ...but('src/react/dock/').filter((v) => !v.includes('ask-card')),
  ...CHANNELS,
  ...parsers(),
];
const TRANSCRIPT_ONLY = [
  ...but('src/react/transcript/'),
  ...CHANNELS,
  ...parsers(
    'ask-user-question',
    'request-user-input',
    'approval-questions',
    'ask-user',
    'gemini-ask-user',
  ),
  'src/core/machine/machine.ts',
  // It reads persisted shapes (some with their dialect's result helpers), never runs a dialect.
  ...dialects.map((d) => `src/core/adapters/${d}/runtime.ts`),
];
// The URL card is a variant of the card: it shares the card's part names (its anatomy), nothing
// else of the card.
const URL_CARD_ONLY = [
  ...VIEWS.filter((v) => v !== 'src/react/ask-card/'),
  ...['AskCard', 'connect/', 'use-ask-card', 'focus', 'dom'].map((f) => `src/react/ask-card/${f}`),
  ...CHANNELS,
];
const MARKDOWN_ONLY = [...VIEWS, ...CHANNELS, 'src/core/schema/', 'src/core/machine/'];
// A chat-framework binding: the card and the receipt (the AI SDK binding's part view is shared),
// never another binding, toast, dock or channel.
const BINDINGS = [
  'src/ai-sdk/',
  'src/assistant-ui/',
  'src/copilotkit/',
  'src/ag-ui/',
  'src/langgraph/',
];
const BINDING_ONLY = (mine, ...more) => [
  ...BINDINGS.filter((b) => b !== mine && b !== 'src/ai-sdk/'),
  'src/react/toast/',
  'src/react/dock/',
  ...CHANNELS,
  ...more,
];
// assistant-ui and CopilotKit share the AI SDK binding's part view, never its `ai` import.
const NO_AI = 'src/ai-sdk/pending.ts';
const AI_SDK = '{ AskToolPart, resolvePendingAsks, askSendAutomaticallyWhen }';
const AUI_ONLY = BINDING_ONLY('src/assistant-ui/', NO_AI);
const COPILOTKIT_ONLY = BINDING_ONLY('src/copilotkit/', NO_AI);
// The interrupt bindings (issue 30) bring no validator of the JSON text field unless a host opts in.
const NO_FALLBACK = 'src/core/adapters/json-schema-form/fallback.ts';
const AGUI_ONLY = BINDING_ONLY('src/ag-ui/', NO_AI, NO_FALLBACK);
const LANGGRAPH_ONLY = BINDING_ONLY('src/langgraph/', NO_AI, NO_FALLBACK);
const FALLBACK = [...PARSERS_DEPS, '@cfworker/json-schema'];
// What each dialect entry needs beyond the core's: the form readers MCP's `pattern` matcher, the
// JSON-Schema form its opt-in validator too (exported beside it); AG-UI's reads that form's schema.
const DIALECT_DEPS = {
  elicitation: PARSERS_DEPS,
  'acp-elicitation': PARSERS_DEPS,
  'json-schema-form': FALLBACK,
  'agui-interrupt': PARSERS_DEPS,
};
// prettier-ignore
export const ROWS = [
  row('AskCard', '{ AskCard }', 'ask-cards', CARD, CARD_ONLY, true),
  row('AskCard, one dialect', '{ AskCard, askToolEntry }', 'ask-cards/card', CARD, [...LEAN_CARD('asktool'), 'src/core/messages/zh-CN-card.ts']),
  row('AskCard, one dialect, in Chinese', '{ AskCard, askToolEntry, AskMessagesProvider, zhCNCard }', 'ask-cards/card', CARD, LEAN_CARD('asktool')),
  row('AskCard, two dialects', '{ AskCard, askToolEntry, askUserEntry }', 'ask-cards/card', CARD, LEAN_CARD('asktool', 'ask-user')),
  row('AskDock', '{ AskDock }', 'ask-cards', CARD, DOCK_ONLY, true),
  row('AskToastProvider', '{ AskToastProvider, useAskToasts }', 'ask-cards', TOAST, TOAST_ONLY, true),
  row('AskTranscript', '{ AskTranscript }', 'ask-cards', CARD, TRANSCRIPT_ONLY, true),
  row('AskMarkdown', '{ AskMarkdown }', 'ask-cards', MD, MARKDOWN_ONLY, true),
  row('AskUrlCard', '{ AskUrlCard }', 'ask-cards', [], URL_CARD_ONLY),
  row('core: parseAskToolInput', '{ parseAskToolInput }', CORE, CORE_DEPS, otherDialects('asktool')),
  row('core: parseAskUserInput', '{ parseAskUserInput }', CORE, CORE_DEPS, otherDialects('ask-user')),
  row('core: parseAcpElicitRequest', '{ parseAcpElicitRequest }', CORE, PARSERS_DEPS, otherDialects('acp-elicitation')),
  row('core: parseGeminiAskUserInput', '{ parseGeminiAskUserInput }', CORE, CORE_DEPS, otherDialects('gemini-ask-user')),
  row("ask-cards/core: a server's import", SERVER, 'ask-cards/core', CORE_DEPS),
  row('core: askToolDefinition (plain)', '{ askToolDefinition }', CORE, []),
  row('core: toToolDefinition (provider variants)', '{ toToolDefinition }', CORE, PARSERS_DEPS),
  ...dialects.map((d) => row(`core/${d}`, '*', `${CORE}/${d}`, DIALECT_DEPS[d] ?? CORE_DEPS, otherDialects(d).filter((f) => !(d === 'agui-interrupt' && f.includes('/json-schema-form/'))))),
  row('ask-cards/core (every export)', '*', 'ask-cards/core', FALLBACK),
  row('ask-cards/channels', '*', 'ask-cards/channels', CHANNEL_DEPS, VIEWS),
  row('ai-sdk', AI_SDK, 'ask-cards/ai-sdk', BINDING, BINDING_ONLY('src/ai-sdk/')),
  row('assistant-ui', '{ askHumanTool }', 'ask-cards/assistant-ui', BINDING, AUI_ONLY),
  row('copilotkit', '{ askHumanInTheLoop }', 'ask-cards/copilotkit', BINDING, COPILOTKIT_ONLY),
  row('ag-ui', '{ AskAgUiInterrupts }', 'ask-cards/ag-ui', BINDING, AGUI_ONLY),
  row('langgraph', '{ AskLangGraphInterrupts }', 'ask-cards/langgraph', BINDING, LANGGRAPH_ONLY),
  row('core: jsonTextFallback', '{ jsonTextFallback, safeParseJsonSchemaForm }', CORE, FALLBACK, otherDialects('json-schema-form')),
  row('ask-cards (every export)', '*', 'ask-cards', [...TOAST, 're2js', '@cfworker/json-schema']),
];

const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const REACT = ['react', 'react-dom', 'react/jsx-runtime'];
// A host has its framework already: peers stay external in every bundle and floor.
const PEERS = [...REACT, ...Object.keys(pkg.peerDependencies ?? {})];
// "Own code" leaves out every package ask-cards depends on (esbuild's externals cover subpaths).
const DEPS = [...PEERS, ...Object.keys(pkg.dependencies ?? {})];

/** Where each dist chunk's code comes from (tsup's metafile). */
let chunkSources;
function sourcesOf(distFile) {
  const file = `${root}dist/metafile-esm.json`;
  chunkSources ??= existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).outputs : {};
  return Object.keys(chunkSources[distFile]?.inputs ?? {});
}

/** The package a bundled file belongs to, or undefined for ask-cards' own. */
const packageOf = (path) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];

/**
 * Bundle `contents` as a consumer's esbuild would. Returns min+gzip bytes, the packages with code
 * in the output, ask-cards' source modules with code in it, and the files of each package.
 */
export async function bundle(contents, external = PEERS) {
  const out = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    external,
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const packages = new Set();
  const files = [];
  const sources = new Set();
  for (const [path, input] of Object.entries(Object.values(out.metafile.outputs)[0].inputs)) {
    if (!input.bytesInOutput) continue;
    const name = packageOf(path);
    if (name) {
      packages.add(name);
      files.push(path);
    } else if (path.startsWith('dist/')) for (const s of sourcesOf(path)) sources.add(s);
  }
  return {
    bytes: gzipSync(out.outputFiles[0].contents, { level: 9 }).length,
    packages,
    files,
    sources,
  };
}

/** An import's own code: min+gzip bytes with every dependency external (bench/size-check.mjs). */
export const ownBytes = async (row) => (await bundle(row.code, DEPS)).bytes;

export const floorCode = (packages) => packages.map((p) => FLOOR[p]).join('\n');

export async function measureSizes() {
  const rows = [];
  const floors = new Map();
  const budgets = readBudgets();
  for (const r of ROWS) {
    const key = r.packages.join(' ');
    if (r.packages.length && !floors.has(key)) floors.set(key, await bundle(floorCode(r.packages)));
    const floor = r.packages.length ? floors.get(key) : undefined;
    const all = await bundle(r.code);
    const own = await ownBytes(r);
    rows.push({
      what: r.label,
      code: r.code,
      bytes: all.bytes,
      own,
      floor: floor?.bytes ?? 0,
      floorOf: r.packages,
      ratio: floor ? all.bytes / floor.bytes : undefined,
      budget: budgets.get(r.label),
      withinBudget: withinBudget(own, budgets.get(r.label)),
    });
  }
  return rows;
}

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;

/**
 * Each import's own-code budget from README.md's "Size budgets" table (by row label), or an empty
 * map when the table cannot be read (`npm run size:check` says why).
 */
function readBudgets() {
  try {
    const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
    return new Map(parseBudgets(readme).map((b) => [b.label, b.budget]));
  } catch {
    return new Map();
  }
}

/** Whether `own` passes the CI check against `budget` (the check's own comparison). */
function withinBudget(own, budget) {
  if (budget === undefined) return false;
  return checkBudgets([{ label: 'row', own }], [{ label: 'row', budget }]).failures.length === 0;
}

/**
 * The table, one row per import; run.mjs prints the same rows. The mark is the CI check's: own
 * code within 2% of the budget in README.md (issue 31 replaced the ratio goals with budgets).
 */
export function sizeTable(rows) {
  const lines = [
    '| import (min+gzip, React external) | bytes | own code | own-code budget | | dependency floor | floor | ratio |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const budget = r.budget === undefined ? 'none' : kB(r.budget);
    const ok = r.withinBudget ? '✓' : '✗';
    lines.push(
      `| \`${r.code.replace(/^export /, 'import ').replace(/;$/, '')}\` | ${kB(r.bytes)} | ${kB(r.own)} | ${budget} | ${ok} | ${r.floorOf.join(' + ') || 'none'} | ${kB(r.floor)} | ${r.ratio === undefined ? '—' : `${r.ratio.toFixed(2)}×`} |`,
    );
  }
  return lines.join('\n');
}

// Run as a script (not imported): compared as paths, so a folder with spaces or a symlink still runs.
if (
  process.argv[1] &&
  relative(realpathSync(process.argv[1]), fileURLToPath(import.meta.url)) === ''
) {
  if (!existsSync(`${root}dist/core.js`)) {
    console.error('dist/ is missing: run `npm run build` first');
    process.exit(1);
  }
  const rows = await measureSizes();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else console.log(sizeTable(rows));
}
