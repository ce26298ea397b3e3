export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export declare function serveStatic(
  dir: string,
  options?: { headers?: Record<string, string>; fallback?: string },
): Promise<{ origin: string; close: () => void }>;
