export { AskMarkdown, type AskMarkdownProps } from './AskMarkdown';
