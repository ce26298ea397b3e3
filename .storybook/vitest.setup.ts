/**
 * Setup for the `storybook` vitest projects: every story is a test in Chromium.
 *
 * `@storybook/addon-vitest` (10.3 and later) applies the project annotations itself: the a11y
 * addon's (axe runs after each story; `parameters.a11y.test = 'error'` in preview makes a
 * violation fail the test) and our preview (decorators, globals). Applying them
 * here as well would only make it print an "Info" box on every run.
 */
import { installBrowserGate } from '../test/browser/gate';

// Fail a story that logs console.error (or a React console.warn), calls another origin, or
// opens a dialog.
installBrowserGate();
