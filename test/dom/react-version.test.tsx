/**
 * The jsdom tests run twice: on React 19 (`dom`) and on React 18.3 (`dom-react18`, aliased to
 * compat/react18 in vitest.config.ts). This proves each project really runs the React it names,
 * and only one copy of it: the components, Testing Library and Radix share the hooks dispatcher.
 */
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { AskCard, AskToastProvider } from '../../src';
import { singleRequest } from '../../src/react/ask-card/fixtures';

const EXPECTED_MAJOR: Record<string, string> = { dom: '19', 'dom-react18': '18' };

describe('React under test', () => {
  it('is the version this project names, for react and react-dom alike', ({ task }) => {
    const major = EXPECTED_MAJOR[task.file.projectName ?? ''];
    expect(major, `unknown project ${task.file.projectName}`).toBeDefined();
    expect(reactVersion.split('.')[0]).toBe(major);
    expect(reactDomVersion).toBe(reactVersion);
  });

  it('is one copy: a card inside Radix-based toasts renders and answers', async () => {
    const onResolve = vi.fn();
    render(
      <AskToastProvider openSession={() => Promise.resolve()} chime={false}>
        <AskCard request={singleRequest} onResolve={onResolve} />
      </AskToastProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: /Production/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve).toHaveBeenCalledWith(
      expect.objectContaining({
        reason: 'submitted',
        content: 'Which **environment** should I deploy to?：Production',
      }),
    );
  });
});
