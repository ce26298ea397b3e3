/** Setup for the `browser` vitest project: plain tests in Chromium, under the same gate as stories. */
import { installBrowserGate } from './gate';

installBrowserGate();
