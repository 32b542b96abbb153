import type { Messages } from '../messages.en';
export const RU: Messages = {};
