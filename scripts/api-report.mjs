// The public API as a reviewer reads it: one API Extractor report per public entry
// (scripts/entries.mjs) in api/, made from the declarations the package ships (dist/*.d.ts), so an
// added, removed or changed export shows up as a diff in review.
//
//   npm run api                          build, then write api/ (review `git diff api/`, commit it)
//   node scripts/api-report.mjs --check  in `npm test`, after the build: fail on a stale report
//
// The check writes nothing in the repository and prints nothing when every report is current.
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allEntries } from './entries.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const REPORTS = 'api';

/** The specifier a user imports for an entry name of scripts/entries.mjs. */
export function subpath(name) {
  return name === 'index' ? 'ask-cards' : `ask-cards/${name}`;
}

/** An entry's report, relative to the repository: `api/core.api.md`, `api/core/asktool.api.md`. */
export function reportPath(name) {
  return `${REPORTS}/${name}.api.md`;
}

/** The declarations the package ships for an entry (package.json "exports", `types`). */
function declarations(name) {
  return join(root, 'dist', `${name}.d.ts`);
}

/**
 * Our own compiler options rather than tsconfig.json, whose program is the whole repository: only
 * the shipped declarations and what they import.
 */
const COMPILER_OPTIONS = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'react-jsx',
  strict: true,
  skipLibCheck: true,
  types: [],
};

/**
 * Only what a reviewer acts on: the package tags no release levels (every export is public), its
 * doc comments are JSDoc rather than TSDoc, and the report already marks undocumented members. A
 * type an export uses but no entry exports is written into the report, where review sees it.
 */
const MESSAGES = {
  compilerMessageReporting: { default: { logLevel: 'warning' } },
  extractorMessageReporting: {
    default: { logLevel: 'warning' },
    'ae-missing-release-tag': { logLevel: 'none' },
    'ae-undocumented': { logLevel: 'none' },
    'ae-unresolved-link': { logLevel: 'none' },
    'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
  },
  tsdocMessageReporting: { default: { logLevel: 'none' } },
};

function prepare(name, files, tempFolder) {
  const file = reportPath(name);
  // API Extractor writes and compares in the temporary folder only; `normalize` then makes the
  // file that api/ holds, so the check and `npm run api` compare the same text.
  const folder = join(tempFolder, dirname(file));
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: root,
      mainEntryPointFilePath: declarations(name),
      compiler: { overrideTsconfig: { compilerOptions: COMPILER_OPTIONS, files } },
      apiReport: {
        enabled: true,
        reportFolder: folder,
        reportTempFolder: folder,
        reportFileName: file.slice(dirname(file).length + 1, -'.api.md'.length),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: MESSAGES,
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(root, 'package.json'),
  });
}

/**
 * The report as api/ keeps it: titled with the entry's specifier (API Extractor names only the
 * package), and without the locations of warnings in dist/, whose chunk names are content hashes
 * and whose line numbers move with any edit.
 */
export function normalize(report, name) {
  return report
    .replace(/^## API Report File for "[^"]*"/m, `## API Report File for "${subpath(name)}"`)
    .replace(/^\/\/ dist\/\S+?:\d+:\d+ - /gm, '// ')
    .replace(/\r\n/g, '\n');
}

/** Each exported name of a report → its declaration text (overloads together). */
export function exportsOf(report) {
  const blocks = new Map();
  // Declarations are separated by a blank line and start with `export`, after their comments.
  for (const block of report.split(/\n\n+/)) {
    const match = /^export (?:declare )?(?:abstract )?\w+ (\w+)/m.exec(block);
    if (match) blocks.set(match[1], (blocks.get(match[1]) ?? '') + block);
  }
  return blocks;
}

/** `added X, Y; removed Z; changed W` between two reports of one entry. */
function describeChange(before, after) {
  const [old, now] = [exportsOf(before), exportsOf(after)];
  const added = [...now.keys()].filter((n) => !old.has(n));
  const removed = [...old.keys()].filter((n) => !now.has(n));
  const changed = [...now.keys()].filter((n) => old.has(n) && old.get(n) !== now.get(n));
  const parts = [
    ['added', added],
    ['removed', removed],
    ['changed', changed],
  ].filter(([, names]) => names.length > 0);
  const list = (names) => names.slice(0, 8).join(', ') + (names.length > 8 ? ', …' : '');
  return parts.length > 0
    ? parts.map(([what, names]) => `${what} ${list(names)}`).join('; ')
    : 'imports or warnings';
}

/** Report files in `dir` (api/) that no entry makes any more, named as in api/. */
function orphanReports(dir, expected) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((f) => `${REPORTS}/${String(f).split('\\').join('/')}`)
    .filter((f) => f.endsWith('.api.md') && !expected.has(f))
    .sort();
}

/**
 * Makes every entry's report from dist/. Writes them to api/, or with `check` compares them with
 * api/ and writes nothing there. `reportsDir` stands for api/ (the tests use a copy).
 * @param {{ check: boolean, reportsDir?: string }} options
 * @returns {string[]} the problems, one line each: empty when every report is current
 * @example
 * const problems = runApiReports({ check: true });
 */
export function runApiReports({ check, reportsDir = join(root, REPORTS) }) {
  const entries = Object.keys(allEntries()).sort();
  const missing = entries.filter((name) => !existsSync(declarations(name)));
  if (missing.length > 0)
    return [
      `dist/ has no declarations for ${missing.map(subpath).join(', ')}: ` +
        'run `npm run build` first.',
    ];
  const tempFolder = mkdtempSync(join(tmpdir(), 'ask-cards-api-'));
  const problems = [];
  try {
    // One TypeScript program for every entry: they share most of their declarations.
    const files = entries.map(declarations);
    const configs = entries.map((name) => [name, prepare(name, files, tempFolder)]);
    const compilerState = CompilerState.create(configs[0][1]);
    for (const [name, config] of configs) {
      const messages = [];
      Extractor.invoke(config, {
        compilerState,
        localBuild: false,
        messageCallback(message) {
          // The "report missing or changed" notices concern the temporary folder: ours follow.
          const ours = String(message.messageId).startsWith('console-api-report-');
          if (!ours && (message.logLevel === 'warning' || message.logLevel === 'error'))
            messages.push(message.formatMessageWithLocation(root));
          message.handled = true;
        },
      });
      for (const text of messages) problems.push(`${subpath(name)}: ${text}`);
      const made = normalize(readFileSync(join(tempFolder, reportPath(name)), 'utf8'), name);
      const target = join(reportsDir, reportPath(name).slice(REPORTS.length + 1));
      const kept = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
      if (kept === made) continue;
      if (!check) {
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, made);
      } else if (kept === undefined)
        problems.push(
          `${subpath(name)} has no report: run \`npm run api\`, review ${reportPath(name)} ` +
            'and commit it.',
        );
      else
        problems.push(
          `${subpath(name)}: its public API changed (${describeChange(kept, made)}) and ` +
            `${reportPath(name)} is stale. Run \`npm run api\`, review \`git diff api/\` and ` +
            'commit it.',
        );
    }
    for (const orphan of orphanReports(reportsDir, new Set(entries.map(reportPath)))) {
      if (!check) rmSync(join(reportsDir, orphan.slice(REPORTS.length + 1)));
      else
        problems.push(`${orphan} is the report of no entry: run \`npm run api\` (it deletes it).`);
    }
  } finally {
    rmSync(tempFolder, { recursive: true, force: true });
  }
  return problems;
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const check = process.argv.includes('--check');
  const problems = runApiReports({ check });
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
  else if (!check) console.log(`api/: ${Object.keys(allEntries()).length} reports, from dist/.`);
}
