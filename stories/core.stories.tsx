import type { Meta, StoryObj } from '@storybook/react-vite';
import { CoreDemo, request } from './tests/core.test.stories';

/**
 * The core with no view at all: plain React buttons send `askTransition` events and the page
 * prints what the model would get back. Pristine: nothing pressed yet. The walk-throughs that
 * press every button and check the printed result live under **Tests/Core**.
 */
const meta = {
  title: 'Core',
  component: CoreDemo,
  args: { request },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof CoreDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The machine's first state: the first question, nothing chosen. */
export const Playground: Story = {};

/** The same page on a dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
