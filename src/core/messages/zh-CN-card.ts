import {
  clock,
  jsonPath,
  DAY_SECONDS,
  daysHours,
  fraction,
  HOUR_SECONDS,
  hoursMinutes,
  minutesSeconds,
  wholeSeconds,
} from './format';
import type { AskJsonProblem } from '../machine/json-check';
import type { AskCardMessages } from './types';

const JSON_TYPES: Record<string, string> = {
  object: '对象',
  array: '数组',
  string: '字符串',
  number: '数字',
  integer: '整数',
  boolean: 'true 或 false',
  null: 'null',
};

function jsonProblem(problem: AskJsonProblem): string {
  switch (problem.rule) {
    case 'type':
      return `必须是${problem.expected.map((t) => JSON_TYPES[t] ?? t).join('或')}`;
    case 'required':
      return `缺少字段“${problem.field}”`;
    case 'notAllowed':
      return '不允许出现在这里';
    case 'value':
      return '不是允许的值之一';
    case 'minLength':
      return `至少需要 ${problem.limit} 个字符`;
    case 'maxLength':
      return `最多 ${problem.limit} 个字符`;
    case 'minItems':
      return `至少需要 ${problem.limit} 项`;
    case 'maxItems':
      return `最多 ${problem.limit} 项`;
    case 'minimum':
      return `必须不小于 ${problem.limit}`;
    case 'maximum':
      return `必须不大于 ${problem.limit}`;
    case 'exclusiveMinimum':
      return `必须大于 ${problem.limit}`;
    case 'exclusiveMaximum':
      return `必须小于 ${problem.limit}`;
    case 'pattern':
      return '不符合架构要求的形式';
    case 'format':
      return '不符合架构要求的格式';
    case 'uniqueItems':
      return '含有重复的项';
    case 'noBranch':
      return '不符合架构允许的任何一种形状';
    case 'manyBranches':
      return '同时符合架构允许的多种形状（必须恰好符合一种）';
    case 'other':
      return `不符合架构的“${problem.keyword}”规则`;
  }
}

const jsonField: AskCardMessages['jsonField'] = {
  label: '以 JSON 回答',
  schema: '所需的 JSON 架构',
  blocker: (b) => {
    if (b.code === 'notJson') return `这不是有效的 JSON：请检查第 ${b.line} 行第 ${b.column} 列。`;
    if (b.code === 'jsonTooDeep') return `数组和对象最多嵌套 ${b.max} 层。`;
    if (b.code === 'jsonNumber')
      return b.sent === null
        ? `数字 ${b.number} 太大，无法以 JSON 发送：请输入更小的数，或加引号作为字符串发送。`
        : `数字 ${b.number} 会被发送为 ${b.sent}：请减少位数，或加引号作为字符串发送。`;
    const where = b.path.length ? `${jsonPath(b.path)} ` : '答案';
    return `${where}${jsonProblem(b.problem)}。`;
  },
};

function spokenDuration(seconds: number): string {
  const whole = wholeSeconds(seconds);
  if (whole >= DAY_SECONDS) {
    const [d, h] = daysHours(seconds);
    return h ? `${d} 天 ${h} 小时` : `${d} 天`;
  }
  if (whole >= HOUR_SECONDS) {
    const [h, m] = hoursMinutes(seconds);
    return m ? `${h} 小时 ${m} 分钟` : `${h} 小时`;
  }
  const [m, s] = minutesSeconds(seconds);
  return m ? (s ? `${m} 分 ${s} 秒` : `${m} 分钟`) : `${s} 秒`;
}

const STATUS = { unanswered: '未回答', answered: '已回答', skipped: '已跳过' } as const;

/** Simplified Chinese for the card alone (`AskCardMessages`). */
export const zhCNCard: AskCardMessages = {
  locale: 'zh-CN',
  dir: 'ltr',

  cardLabel: '来自助手的问题',
  invalidRequest: '无法显示此问题：助手发送的格式无法识别。',
  preparingRequest: '助手正在撰写问题…',
  next: '下一步',
  submit: '提交',
  followUp: '再问我一些',
  accept: '接受',
  decline: '拒绝',
  unanswerable: '此表单无法回答：请拒绝或关闭。服务器给出的原因：',
  patternServerChecked: '提交后，服务器会检查此答案的格式。',
  answersRefused: '智能体未接受这些答案。请修改后重新提交。',
  jsonField,
  numberRange: ({ min, max, step, unit }) => {
    const of = unit ? ` ${unit}` : '';
    const steps = `步长 ${step}${of}`;
    if (min !== undefined && max !== undefined) return `${min} 到 ${max}${of}，${steps}。`;
    if (min !== undefined) return `不小于 ${min}${of}，${steps}。`;
    if (max !== undefined) return `不大于 ${max}${of}，${steps}。`;
    return `一个数字，${steps}。`;
  },
  skip: '跳过',
  skipPrompt: '全部跳过',
  declineAll: '全部拒绝',
  otherLabel: '输入其他答案',
  otherPlaceholder: '输入你的答案…',
  otherInputLabel: '你的答案',
  singleSelectHint: '选择一项',
  multiSelectHint: '可多选',
  indicatorsLabel: '问题',
  questionPosition: ({ index, count }) => `第 ${index} 题，共 ${count} 题`,
  progress: fraction,
  entryStatus: STATUS,
  indicatorLabel: ({ index, count, status }) => `第 ${index} 题，共 ${count} 题，${STATUS[status]}`,
  timeRemaining: (seconds) => {
    if (wholeSeconds(seconds) < DAY_SECONDS) return `剩余 ${clock(seconds)}`;
    const [d, h] = daysHours(seconds);
    return `剩余 ${d} 天 ${h} 小时`;
  },
  timeRemainingLabel: (seconds) => `剩余时间：${spokenDuration(seconds)}`,
  outcome: {
    submitted: '已回答',
    declined: '已拒绝',
    dismissed: '已关闭',
    stopped: '已停止',
    expired: '已过期',
    repliedInChat: '已在聊天中回复',
  },
  blocker: (b) => {
    switch (b.code) {
      case 'required':
        return '请回答此问题后继续。';
      case 'tooFewSelections':
        return `请至少选择 ${b.min} 项。`;
      case 'tooManySelections':
        return `最多选择 ${b.max} 项。`;
      case 'textTooShort':
        return `请至少输入 ${b.min} 个字符。`;
      case 'textTooLong':
        return `最多输入 ${b.max} 个字符。`;
      case 'format':
        return {
          email: '请输入电子邮件地址。',
          uri: '请输入完整网址，例如 https://example.com。',
          date: '请按 YYYY-MM-DD 输入日期。',
          'date-time': '请输入日期和时间，例如 2026-12-01T09:30:00Z。',
        }[b.format];
      case 'pattern':
        return '请按此字段要求的格式输入。';
      case 'notANumber':
        return '请输入数字。';
      case 'notAnInteger':
        return '请输入整数。';
      case 'belowMin':
        return `请输入不小于 ${b.min} 的数。`;
      case 'aboveMax':
        return `请输入不大于 ${b.max} 的数。`;
      case 'tooPrecise':
        return '请减少位数：这个数无法被精确发送。';
      case 'notJson':
      case 'jsonTooDeep':
      case 'jsonNumber':
      case 'jsonSchema':
        return jsonField.blocker(b);
    }
  },
  fieldBlocker: ({ field, reason }) => `${field}：${reason}`,
  formBlockers: ({ required, invalid }) => {
    const todo = [
      required ? `回答 ${required} 个必答问题` : '',
      invalid ? `修改 ${invalid} 个答案` : '',
    ].filter(Boolean);
    return `请先${todo.join('并')}，再提交。`;
  },
  formatPlaceholder: {
    email: 'name@example.com',
    uri: 'https://example.com',
    date: 'YYYY-MM-DD',
    'date-time': 'YYYY-MM-DDThh:mm:ssZ',
  },
  requestedBy: (name) => `请求方：${name}`,
  dismiss: '关闭',
  skipped: '已跳过',
  customAnswer: '自定义答案',
  noAnswer: '未回答',
  recommended: '推荐',
};
