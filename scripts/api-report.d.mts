export declare function subpath(name: string): string;
export declare function reportPath(name: string): string;
export declare function normalize(report: string, name: string): string;
export declare function exportsOf(report: string): Map<string, string>;
export declare function runApiReports(options: { check: boolean; reportsDir?: string }): string[];
