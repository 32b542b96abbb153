import type { Messages } from '../messages.en';
export const CS: Messages = {};
