import type { AskRequest } from '../../core/types';

/** Requests shared by the card's tests and stories. */
export const deployRequest: AskRequest = {
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: 'Which **environment** should I deploy to?',
      options: [
        { label: 'Staging', description: 'Safe to break' },
        { label: 'Production' },
        { label: '`local`' },
      ],
      multiSelect: false,
    },
    {
      id: 'q2',
      question: 'Which checks should run first?',
      options: [{ label: 'Unit tests' }, { label: 'Lint' }, { label: 'e2e' }],
      multiSelect: true,
    },
    {
      id: 'q3',
      question: 'Notify anyone?',
      options: [{ label: 'Nobody' }, { label: 'The team' }],
      multiSelect: false,
    },
  ],
};

export const singleRequest: AskRequest = {
  dialect: 'asktool',
  questions: [deployRequest.questions[0]!],
};
export const multiRequest: AskRequest = {
  dialect: 'asktool',
  questions: [deployRequest.questions[1]!],
};

export const askUserRequest: AskRequest = {
  dialect: 'ask_user',
  timeoutSeconds: 120,
  questions: [
    {
      id: 'deploy_target',
      header: 'Target',
      question: 'Where should I deploy the release?',
      options: [
        { label: 'Staging (Recommended)', description: 'Mirrors production data' },
        { label: 'Production' },
      ],
      multiSelect: false,
    },
    {
      id: 'notify',
      header: 'Notify',
      question: 'Who should hear about it?',
      options: [{ label: 'Team channel' }, { label: 'On-call' }, { label: 'Nobody' }],
      multiSelect: true,
    },
  ],
};

export const hostileRequest: AskRequest = {
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question:
        'Pick one <script>alert(1)</script> [click me](javascript:alert(1)) ' +
        '<img src=x onerror="alert(1)"> <iframe src="https://example.com"></iframe> ' +
        '![x](http://example.com/x.png) <b>raw</b>',
      options: [
        { label: '[docs](javascript:alert(2))' },
        { label: '<img src=y onerror="alert(3)">' },
        { label: '![tracker](http://example.com/t.gif) and <script>alert(4)</script>' },
      ],
      multiSelect: false,
    },
  ],
};
