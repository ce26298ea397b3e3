import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { parseElicitUrlRequest } from '../../src/core/adapters/elicitation/schema';
import { AskCard, useAskCard } from '../../src/react/ask-card';
import { singleRequest } from '../../src/react/ask-card/fixtures';
import { AskUrlCard } from '../../src/react/elicitation';
import { AskMessagesProvider } from '../../src/react/i18n';
import { expectNoAxeViolations, mounted } from '../keyboard';

/**
 * Issue 31, the review of the card's focus and strings. A host that owns the card's state and
 * re-renders it with an inline `ref` as it resolves: focus still lands on the outcome, not on
 * the page. A right-to-left catalog of the card's strings alone turns the card, not a URL card
 * beside it that it gives no strings of its own.
 */
const meta = {
  title: 'Tests/AskCard/Focus and direction',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function HostOwned() {
  const [answers, setAnswers] = useState(0);
  const card = useAskCard(singleRequest, { onResolve: () => setAnswers((n) => n + 1) });
  return (
    <>
      {/* A new ref function every render: the root re-attaches in the commit that resolves. */}
      <AskCard card={card} ref={(node) => void node} />
      <p>Answers sent: {answers}</p>
    </>
  );
}

/** Pick an option and press Submit: focus moves to the outcome, which reads the answer. */
export const HostOwnedStateWithInlineRef: Story = {
  render: () => <HostOwned />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mounted();
    await userEvent.click(canvas.getByRole('radio', { name: /Staging/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-part')).toBe('outcome'));
    await expect(canvas.getByText('Answers sent: 1')).toBeVisible();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A host's right-to-left strings for the card alone (card keys only). */
const arabicCard = {
  locale: 'ar',
  dir: 'rtl' as const,
  cardLabel: 'سؤال من المساعد',
  submit: 'إرسال',
  skip: 'تخطٍّ',
};

const urlRequest = parseElicitUrlRequest(
  {
    mode: 'url',
    message: 'Connect your calendar so I can book the meeting.',
    elicitationId: 'el-7',
    url: 'https://accounts.example.com/oauth?state=abc',
  },
  { source: 'Calendar server' },
);

/** The card reads right to left in its catalog; the URL card keeps its English left to right. */
export const CardOnlyRightToLeftCatalog: Story = {
  render: () => (
    <AskMessagesProvider messages={arabicCard}>
      <div style={{ display: 'grid', gap: '1rem' }}>
        <AskCard request={singleRequest} autoFocus={false} />
        <AskUrlCard request={urlRequest} onOpenUrl={() => {}} onResolve={() => {}} />
      </div>
    </AskMessagesProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: 'سؤال من المساعد' });
    await expect(card).toHaveAttribute('dir', 'rtl');
    await expect(within(card).getByRole('button', { name: 'تخطٍّ' })).toBeVisible();
    const url = canvasElement.querySelector('[data-part="root"][data-variant="url"]')!;
    await expect(url).not.toHaveAttribute('dir');
    await expect(within(url as HTMLElement).getByText(/Open accounts\.example\.com/)).toBeVisible();
    await expectNoAxeViolations(canvasElement);
  },
};
