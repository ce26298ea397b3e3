/** Every anatomy a view's elements may carry (tests only: part contract, stylesheet keys). */
import { agUiAnatomy } from '../ag-ui/anatomy';
import { toolPartAnatomy } from '../ai-sdk/anatomy';
import { langGraphAnatomy } from '../langgraph/anatomy';
import { dockAnatomy, type Anatomy } from './anatomy';
import { cardAnatomy } from './ask-card/anatomy';
import { fallbackAnatomy } from './boundary/request-text';
import { urlCardAnatomy } from './elicitation/anatomy';
import { markdownAnatomy } from './markdown/AskMarkdown';
import { summaryParts } from './summary/AskSummaryView';
import { toastAnatomy } from './toast/anatomy';
import { transcriptAnatomy } from './transcript/anatomy';

export const ANATOMIES: Anatomy<string>[] = [
  cardAnatomy,
  urlCardAnatomy,
  toolPartAnatomy,
  dockAnatomy,
  toastAnatomy,
  transcriptAnatomy,
  markdownAnatomy,
  fallbackAnatomy,
  agUiAnatomy,
  langGraphAnatomy,
  ...['ask-card', 'ask-dock', 'ask-transcript'].map(summaryParts),
];
