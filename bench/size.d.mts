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
