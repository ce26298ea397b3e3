// The public entries of the package, one line each: tsup.config.ts builds them,
// package.json's "exports" and "typesVersions" list them (written by hand), and
// test/node/import-sets.test.ts checks the two agree. Adding a subpath `ask-cards/<name>` is one
// line below plus its two lines in package.json.
//
// Every dialect folder `src/core/adapters/<folder>/index.ts` is also an entry,
// `ask-cards/core/<folder>` (its adapter alone), found on disk: adding a dialect adds no line here.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** name (the subpath, and the file in dist/) → source, and whether it is a React client module. */
export const PUBLIC_ENTRIES = {
  index: { source: 'src/index.ts', client: true },
  core: { source: 'src/core/index.ts', client: false },
  card: { source: 'src/card.ts', client: true },
  channels: { source: 'src/channels/index.ts', client: false },
  'ai-sdk': { source: 'src/ai-sdk/index.ts', client: true },
  'assistant-ui': { source: 'src/assistant-ui/index.ts', client: true },
  copilotkit: { source: 'src/copilotkit/index.ts', client: true },
  'ag-ui': { source: 'src/ag-ui/index.ts', client: true },
  langgraph: { source: 'src/langgraph/index.ts', client: true },
};

/** `core/<folder>` → the dialect's adapter module. */
export function dialectEntries() {
  const dir = `${root}src/core/adapters`;
  const entries = {};
  for (const folder of readdirSync(dir, { withFileTypes: true })) {
    const source = `src/core/adapters/${folder.name}/index.ts`;
    if (folder.isDirectory() && existsSync(`${root}${source}`))
      entries[`core/${folder.name}`] = { source, client: false };
  }
  return entries;
}

/** Every public entry: the fixed ones, then one per dialect. */
export function allEntries() {
  return { ...PUBLIC_ENTRIES, ...dialectEntries() };
}

/**
 * One stylesheet per component for hosts that import only one, each with the theme tokens it
 * needs: `ask-cards/styles/<name>.css`. Sources are in src/react/styles/.
 */
export const STYLESHEETS = {
  card: ['theme', 'chip', 'markdown', 'summary', 'card'],
  dock: ['theme', 'chip', 'markdown', 'summary', 'card', 'dock'],
  toast: ['theme', 'markdown', 'toast'],
  transcript: ['theme', 'chip', 'markdown', 'summary', 'transcript'],
};
