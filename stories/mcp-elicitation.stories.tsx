import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  defaultsParams,
  everyFieldParams,
  FormHost,
  invalidDefaultsParams,
  multiParams,
  UrlHost,
  zhParams,
} from './mcp-elicitation.fixtures';

/**
 * MCP elicitation (`elicitation/create`) in ask-cards: a server's form as one card, every field
 * type of the spec with its constraints, validated as the user types; and URL mode, a link the
 * host opens. Designers' view: no play functions here (see `Tests/MCP elicitation`).
 */
const meta = {
  title: 'Protocols/MCP elicitation',
  component: FormHost,
  args: { params: everyFieldParams },
} satisfies Meta<typeof FormHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every field type: email, text with length bounds, integer, number, titled enum, multi-select,
 * boolean, date-time.
 */
export const EveryFieldType: Story = {};

/** The same form one question at a time. */
export const Stepper: Story = { args: { layout: 'stepper' } };

/** Defaults prefill every type: the user may submit as is. */
export const Defaults: Story = { args: { params: defaultsParams } };

/** A server's defaults that break its own rules: each field says what to fix, Submit waits. */
export const ValidationErrors: Story = { args: { params: invalidDefaultsParams } };

/** A multi-select with `minItems: 2` and `maxItems: 3`. */
export const MultiSelectBounds: Story = { args: { params: multiParams } };

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** Simplified Chinese, with the boolean's choices in Chinese too. */
export const ZhCN: Story = {
  globals: { locale: 'zh-CN' },
  args: { params: zhParams, options: { booleanLabels: { true: '是', false: '否' } } },
};

/** On a phone: every field stacked, one Submit. */
export const Phone: Story = {
  args: { width: 360 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** URL mode: the message, the host name first, the whole URL as text, and Open. */
export const UrlMode: Story = { render: () => <UrlHost /> };

/** URL mode with a link that is not https: shown, not offered for opening. */
export const UrlModeRefused: Story = {
  render: () => <UrlHost url="http://accounts.example.com/login?next=/deploy" />,
};

/**
 * URL mode after the server reported the interaction complete: the card closes itself and says
 * so (here before any press, so it answered `cancel`; a host that unmounts does it in `onComplete`).
 */
export const UrlModeCompleted: Story = { render: () => <UrlHost completed /> };

/** URL mode, dark. */
export const UrlModeDark: Story = { globals: { theme: 'dark' }, render: () => <UrlHost /> };

/** URL mode in Simplified Chinese. */
export const UrlModeZhCN: Story = { globals: { locale: 'zh-CN' }, render: () => <UrlHost /> };
