export interface ImportCycle {
  /** The modules caught in the cycle, sorted. */
  members: string[];
  /** One shortest chain through them, its first module again at the end. */
  chain: string[];
}
export declare function importGraph(dir?: string, base?: string): Map<string, string[]>;
export declare function importCycles(dir?: string, base?: string): ImportCycle[];
