export interface SizeRow {
  label: string;
  code: string;
  packages: string[];
  forbid: string[];
  component: boolean;
}
export declare const ROWS: SizeRow[];
export declare function bundle(
  contents: string,
  external?: string[],
): Promise<{ bytes: number; packages: Set<string>; files: string[]; sources: Set<string> }>;
export declare function floorCode(packages: string[]): string;
/** The checkout measured: this one, or ASK_CARDS_ROOT's (ends with a slash). */
export declare const root: string;
/** An import's own code: min+gzip bytes with every dependency external. */
export declare function ownBytes(row: SizeRow): Promise<number>;
