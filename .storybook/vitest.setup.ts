/**
 * Setup for the `storybook` vitest project: every story is a test in Chromium.
 *
 * Project annotations are applied here explicitly, so the test run sees exactly what this file
 * names: the a11y addon (axe runs after each story; `parameters.a11y.test = 'error'` in preview
 * makes a violation fail the test) and our preview (decorators, globals). `@storybook/addon-vitest`
 * sees the call, skips its own automatic provisioning and says so in an "Info" box; its internal
 * setup file still runs the annotations' `beforeAll`.
 */
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { installBrowserGate } from '../test/browser/gate';
import preview from './preview';

setProjectAnnotations([a11yAddonAnnotations, preview]);

// Fail a story that logs console.error (or a React console.warn), calls another origin, or
// opens a dialog.
installBrowserGate();
