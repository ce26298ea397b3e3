export { AskTranscript, type AskTranscriptProps } from './AskTranscript';
export { parseTranscript, type AskTranscriptItem, type AskTranscriptModel } from './project';
