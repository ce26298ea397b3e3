// The one way this repo starts Chromium and serves a built page to it: Debian's /usr/bin/chromium
// (or CHROMIUM_PATH), never a browser downloaded by npm. Used by vitest.config.ts, bench/run.mjs
// and scripts/example.mjs (the example apps' smoke tests).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

/** Launch options for playwright's `chromium.launch`. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Root in CI needs --no-sandbox; the rest keeps Chromium from reaching for the network.
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Serve `dir` on 127.0.0.1 at a free port. Unknown paths get `fallback` (a file in `dir`) or 404.
 * @returns {Promise<{ origin: string, close: () => void }>}
 */
export async function serveStatic(dir, { headers = {}, fallback } = {}) {
  const server = createServer((req, res) => {
    const path = normalize(
      decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname),
    ).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      if (!fallback) return res.writeHead(404).end();
      file = join(dir, fallback);
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      ...headers,
    });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}
