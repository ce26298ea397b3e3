/**
 * Issue 31 #2: the shipped stylesheet keys every part rule on that part's own attribute
 * (`[data-ask-card__option]`), which Chromium files under the attribute's name, so an element is
 * tested only against its own rules. A rule keyed on `[data-part=…]` again, or on a key no part
 * carries (a part renamed, a typo), fails here by file and selector.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANATOMIES } from './anatomies.fixtures';
import { cardAnatomy } from './ask-card/anatomy';
import { urlCardAnatomy } from './elicitation/anatomy';
import { summaryParts } from './summary/AskSummaryView';

/** Every stylesheet key a part carries. */
const keys = new Set(
  ANATOMIES.flatMap((a) =>
    a.parts.flatMap((p) => Object.keys(a.part(p)).filter((k) => k.includes('__'))),
  ),
);

const dir = resolve(process.cwd(), 'src/react/styles');
const sheets = readdirSync(dir)
  .filter((f) => f.endsWith('.css'))
  .map((f) => ({
    file: f,
    css: readFileSync(resolve(dir, f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
  }));

describe('the stylesheet keys', () => {
  it('issue 31 #2: each part carries one key, data-<style scope>__<part>, and the summary one name in every view', () => {
    expect(Object.keys(cardAnatomy.part('option'))).toEqual([
      'data-scope',
      'data-part',
      'data-ask-card__option',
    ]);
    expect(Object.keys(summaryParts('ask-dock').part('summary-item'))).toContain(
      'data-ask-summary__summary-item',
    );
    expect(Object.keys(urlCardAnatomy.part('url'))).toContain('data-ask-card__url');
  });

  it.each(sheets)(
    'issue 31 #2: $file selects parts by their keys, never by [data-part]',
    ({ css }) => {
      expect(css).not.toMatch(/\[data-part\b/);
    },
  );

  it.each(sheets)('issue 31 #2: every key $file selects is a part of an anatomy', ({ css }) => {
    const used = [...css.matchAll(/\[(data-[\w-]+__[\w-]+)\]/g)].map((m) => m[1]!);
    expect(used.filter((k) => !keys.has(k))).toEqual([]);
  });
});
