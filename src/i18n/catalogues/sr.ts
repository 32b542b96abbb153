import type { Messages } from '../messages.en';
export const SR: Messages = {};
