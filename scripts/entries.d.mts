export interface AskEntry {
  source: string;
  client: boolean;
}
export declare const PUBLIC_ENTRIES: Record<string, AskEntry>;
export declare function dialectEntries(): Record<string, AskEntry>;
export declare function allEntries(): Record<string, AskEntry>;
export declare const STYLESHEETS: Record<string, string[]>;
