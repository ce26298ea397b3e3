/** `AskUserQuestion` inputs as `canUseTool` receives them, for tests and stories. */
import type { AskUserQuestionInput } from './sdk';

export const libraryQuestion = {
  question: 'Which library should we use for date formatting? ',
  header: 'Library',
  options: [
    { label: 'date-fns', description: 'Small and tree-shakable' },
    { label: 'Luxon', description: 'Time zones built in' },
  ],
  multiSelect: false,
} satisfies AskUserQuestionInput['questions'][0];

export const featuresQuestion = {
  question: 'Which features do you want to enable?',
  header: 'Features',
  options: [
    { label: 'Dark mode', description: 'Follows the system theme' },
    { label: 'Offline', description: 'Caches the last session' },
    { label: 'Sync', description: 'Across devices' },
  ],
  multiSelect: true,
} satisfies AskUserQuestionInput['questions'][0];

export const layoutQuestion = {
  question: 'Which layout should the settings page use?',
  header: 'Layout',
  options: [
    {
      label: 'Sidebar',
      description: 'Sections in a left rail',
      preview:
        '```\n' +
        '┌──────┬─────────────┐\n' +
        '│ Nav  │  Section    │\n' +
        '└──────┴─────────────┘\n' +
        '```',
    },
    {
      label: 'Tabs',
      description: 'Sections as tabs on top',
      preview:
        '```\n' +
        '┌─[General]─[Privacy]─┐\n' +
        '│  Section            │\n' +
        '└─────────────────────┘\n' +
        '```',
    },
  ],
  multiSelect: false,
} satisfies AskUserQuestionInput['questions'][0];

/** Two questions: single-select (its text ends in a space, kept in the key) and multi-select. */
export const auqInput = {
  questions: [libraryQuestion, featuresQuestion],
  metadata: { source: 'plan' },
} satisfies AskUserQuestionInput;
