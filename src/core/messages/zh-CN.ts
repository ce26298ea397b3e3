import {
  clock,
  DAY_SECONDS,
  daysHours,
  fraction,
  HOUR_SECONDS,
  hoursMinutes,
  minutesSeconds,
  wholeSeconds,
} from './format';
import type { AskJsonProblem } from '../machine/json-check';
import type { AskMessages } from './types';

const JSON_TYPES: Record<string, string> = {
  object: '对象',
  array: '数组',
  string: '字符串',
  number: '数字',
  integer: '整数',
  boolean: 'true 或 false',
  null: 'null',
};

/** `owner.name`、`items[0]`：答案中的位置。 */
const jsonPath = (path: (string | number)[]) =>
  path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('');

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

const jsonField: AskMessages['jsonField'] = {
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

/** Simplified Chinese. */
export const zhCN: AskMessages = {
  locale: 'zh-CN',
  dir: 'ltr',

  cardLabel: '来自助手的问题',
  invalidRequest: '无法显示此问题：助手发送的格式无法识别。',
  preparingRequest: '助手正在撰写问题…',
  langGraphNotAQuestion: '智能体在等待审批，而不是问题的答案：由应用处理。',
  langGraphAnswerLabel: '你的回答',
  langGraphLeftUnanswered: '未回答：没有发送任何内容，智能体仍在等待。',
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

  toastAskTitle: '助手有一个问题',
  toastOpenConversation: '打开对话',
  toastOpening: '正在打开对话…',
  toastClose: '关闭',
  toastOpenError: '无法打开对话',
  toastOpenErrorDescription: '请从提醒中重试。',
  toastLabel: '通知',
  toastViewportLabel: '通知 ({hotkey})',

  dockLabel: '待回答的问题',
  dockCollapse: '收起问题',
  dockExpand: '展开问题',
  dockPrevious: '上一个提问',
  dockNext: '下一个提问',
  dockSwitcher: fraction,
  dockSwitcherLabel: '待回答的提问',
  dockPromptPosition: ({ index, count }) => `第 ${index} 个提问，共 ${count} 个`,
  dockSummaryLabel: '你的回答',

  transcriptLabel: '问答记录',

  urlCardLabel: '打开链接的请求',
  urlLinkLabel: '链接',
  urlOpen: (host) => `打开 ${host}`,
  urlCancel: '取消',
  urlRefused: (protocol) => `无法从这里打开此链接：只允许安全的 https 链接，而此链接是 ${protocol}`,
  urlOpened: (host) => `已在浏览器中打开 ${host}。请在那里完成；完成后此处会自动关闭。`,
  urlCancelled: '已取消',
  urlCompleted: (host) => `完成：${host} 上的请求已完成。`,

  agUiApprovalNote:
    '智能体请求批准一项操作，而不是提出问题；此应用没有对应的批准界面。取消它即可让智能体继续。',
  agUiCancel: '取消',
  agUiCancelled: '已取消',
  agUiResumeFailed: '你的回答未能发送给智能体。',
  agUiRetry: '重试',
  agUiDefaultPrompt: '智能体在等待你的回答。',
  agUiDefaultConfirm: '智能体请你确认。',
  agUiResumeRefused: '智能体没有接受你的回答。请修改后重新提交，或按原样重试。',
  yes: '是',
  no: '否',

  askUserCancelled: '问题已取消；请按你的最佳判断继续。',
  askUserExpired: '没有收到回答；请按你的最佳判断继续。',

  channelReplySingle: '回复选项编号、选项文字，或你自己的答案。',
  channelReplyMulti: '回复多个编号或选项文字，用逗号分隔，或你自己的答案。',
  channelReplyMany: '每个问题回复一行，例如 "id: 答案"。',
  channelOtherHint: '也可以直接回复你自己的答案。',
  channelOtherButton: '其他…',
  channelReplyExample: '例如：',
  channelOtherPrompt: '请回复这条消息，输入你的答案。',
  channelResolvedAnswered: ({ answer }) => `已回答：${answer}`,
  channelResolvedExpired: '已过期',
  channelResolvedCancelled: '已取消',
  channelReactHint: ({ range }) => `用 ${range} 回应这条消息，或回复选项编号或选项文字。`,
  channelReplyEmpty: '回复中没有答案。',
  channelReplyUnkeyedLine: ({ line, example }) =>
    `第 ${line} 行没有指明回答哪个问题。请在每行开头写上问题 id，例如 "${example}"。`,
  channelReplyDuplicate: ({ key }) => `"${key}" 被回答了不止一次。每个问题只保留一行。`,
  channelReplyTooLong: ({ max }) => `回复太长（超过 ${max} 个字符）。请只回复你的答案。`,
  channelReplyTooManyLines: ({ lines, count }) =>
    `回复有 ${lines} 行，但只有 ${count} 个问题。请每行回答一个问题，或写成 "id: 答案"。`,
  channelReplySingleClosed: '回复选项编号或选项文字。',
  channelReplyMultiClosed: '回复多个编号或选项文字，用逗号分隔。',
  channelReplyText: '请回复你的答案。',
  channelReplyJson: '请以 JSON 格式回复你的答案。',
  channelReplyConfirm: '回复"是"表示接受，回复"否"表示拒绝。',
  channelYesWords: '是, 好, 确认, 接受',
  channelNoWords: '否, 不, 拒绝',
  channelDeadline: ({ at }) => `请在 ${at} 之前回答。`,
  channelAnswerInApp: ({ question }) =>
    `请在应用中回答"${question}"：这是保密信息，不会在聊天中询问。`,
  channelReplyRequired: ({ question }) =>
    `答案未被接受：问题"${question}"必须回答。问题仍然开放，请重新回复，用编号或问题 id 回答每个问题。`,
  channelReplyNotAChoice: ({ question, choices }) =>
    `答案未被接受：问题"${question}"只能选择其中一项（${choices}）。问题仍然开放，请用编号或选项重新回复。`,
  channelReplyInvalid: ({ question, reason }) =>
    `答案未被接受：问题"${question}"：${reason}问题仍然开放，请重新回复。`,
  channelAlreadyAnswered: '这个问题已经回答过了。',
  channelReplyNotConfirm: '答案未被接受。回复"是"表示接受，回复"否"表示拒绝。',
};
