import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { AskI18nProvider } from '../src/react/i18n';
import '../src/react/styles.css';

type StoryTheme = 'light' | 'dark';
type StoryLocale = 'en' | 'zh-CN';

/**
 * Page colours behind a story. `styles.css` themes the components themselves from `data-theme`;
 * these only paint the canvas so a dark theme is checked for contrast against a dark page.
 */
const PAGE: Record<StoryTheme, { background: string; color: string }> = {
  light: { background: '#ffffff', color: '#1b1f24' },
  dark: { background: '#16181d', color: '#e6e8eb' },
};

/**
 * Paints the whole canvas in the page colour while a story shows on its own: a layout that pads
 * the body (`padded`, `centered`) then shows no white frame around a dark story. Docs pages keep
 * their own colours.
 */
function PageColour({ theme, docs }: { theme: StoryTheme; docs: boolean }) {
  useLayoutEffect(() => {
    if (docs) return;
    const { style } = document.documentElement;
    const before = { background: style.backgroundColor, scheme: style.colorScheme };
    style.backgroundColor = PAGE[theme].background;
    style.colorScheme = theme;
    return () => {
      style.backgroundColor = before.background;
      style.colorScheme = before.scheme;
    };
  }, [theme, docs]);
  return null;
}

/**
 * One wrapper per story carries the toolbar globals as a host page would: `data-theme` and `lang`
 * on an ancestor, and the locale's messages through `AskI18nProvider`. A story can pin either with
 * `globals: { theme: 'dark', locale: 'zh-CN' }`.
 */
const withThemeAndLocale: Decorator = (Story, context) => {
  const theme: StoryTheme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const locale: StoryLocale = context.globals.locale === 'zh-CN' ? 'zh-CN' : 'en';
  const page = PAGE[theme];
  return (
    <div
      data-theme={theme}
      lang={locale}
      style={{
        ...page,
        colorScheme: theme,
        // The showcase reads in the card's type, never the browser's default serif.
        fontFamily: 'var(--ask-font-family)',
        boxSizing: 'border-box',
        padding: '1rem',
        // Fill the canvas in story view; in docs each story stays as tall as its content.
        minHeight: context.viewMode === 'docs' ? undefined : '100vh',
      }}
    >
      <PageColour theme={theme} docs={context.viewMode === 'docs'} />
      <AskI18nProvider locale={locale}>
        <Story />
      </AskI18nProvider>
    </div>
  );
};

const preview: Preview = {
  // A Docs page per component: its props from the JSDoc, every story beneath.
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme (sets data-theme on the story wrapper)',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Message locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'zh-CN', title: '简体中文', right: 'zh-CN' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The `storybook-dark` test project runs every story again with the dark theme.
  initialGlobals: {
    theme: import.meta.env.STORYBOOK_THEME === 'dark' ? 'dark' : 'light',
    locale: 'en',
  },
  decorators: [withThemeAndLocale],
  parameters: {
    // The wrapper above pads and paints the canvas itself.
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test in the `storybook` vitest project.
    a11y: { test: 'error' },
  },
};

export default preview;
