import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AskInputError } from '../../core/schema/errors';
import { AskI18nProvider } from '../i18n';
import { AskCard } from './AskCard';

describe('AskCard with a malformed request', () => {
  it('shows a localized notice instead of a half-valid card, reports the typed error, never throws', () => {
    const onError = vi.fn();
    const onResolve = vi.fn();
    const bad = {
      dialect: 'asktool',
      questions: [{ id: 'q1', question: 'Q?', options: [{ label: '' }], multiSelect: false }],
    };
    render(<AskCard request={bad as never} onResolve={onResolve} onError={onError} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This question can’t be shown');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(AskInputError);
    expect(onResolve).not.toHaveBeenCalled();
  });

  it('says so in zh-CN too, and survives null', () => {
    render(
      <AskI18nProvider locale="zh-CN">
        <AskCard request={null as never} onResolve={() => {}} />
      </AskI18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('无法显示此问题');
  });

  it('issue 31 #4: reports an error once, to a host whose inline onError re-renders it', () => {
    const seen: string[] = [];
    const bad = { dialect: 'asktool', questions: [] };
    function Host() {
      const [message, setMessage] = useState('');
      return (
        <>
          <AskCard
            request={bad as never}
            onError={(e) => {
              if (!(e instanceof AskInputError)) return; // the div's own error event
              seen.push(e.message);
              setMessage(e.message);
            }}
          />
          <output>{message}</output>
        </>
      );
    }
    render(<Host />);
    expect(screen.getByRole('status')).not.toHaveTextContent(/^$/);
    expect(seen).toHaveLength(1);
  });
});
