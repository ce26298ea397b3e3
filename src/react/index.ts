export * from './i18n';
export * from './markdown';
export * from './ask-card';
export * from './registry';
export * from './toast';
export * from './transcript';
export * from './dock';
export * from './elicitation';
