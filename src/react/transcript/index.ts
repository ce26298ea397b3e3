export { AskTranscript, type AskTranscriptProps } from './AskTranscript';
