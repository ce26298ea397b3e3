import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for ask-cards. The same stories double as the real-browser quality gate: the
 * `storybook` vitest project (vitest.config.ts) runs every story's play function in Chromium,
 * with axe, a console gate and a network/dialog gate (.storybook/vitest.setup.ts).
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
};

export default config;
