import { fraction } from './format';
import { zhCNCard } from './zh-CN-card';
import type { AskMessages } from './types';

/** Simplified Chinese: the card's strings (`zhCNCard`) and every other view's. */
export const zhCN: AskMessages = {
  ...zhCNCard,

  langGraphNotAQuestion: '智能体在等待审批，而不是问题的答案：由应用处理。',
  langGraphAnswerLabel: '你的回答',
  langGraphLeftUnanswered: '未回答：没有发送任何内容，智能体仍在等待。',

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
