// Words of the chat (<so-chat>), in one place for a translator.
import type { ChatRefusal } from '../play/chat';

export const CHAT_WORDS = {
  heading: 'Chat',
  everyone: 'Everyone',
  to: 'To',
  message: 'Message',
  send: 'Send',
  none: 'No messages yet. Lines are signed with your game key and kept beside the game, never in it.',
  privateTo: 'only to',
  you: 'you',
} as const;

export const unreadText = (n: number): string => (n === 0 ? '' : n === 1 ? '1 new' : `${n} new`);

export const CHAT_REFUSALS: { readonly [r in ChatRefusal]: string } = {
  empty: 'Write something first.',
  'too-long': 'That is too long for one line (500 characters at most).',
  'too-fast': 'Too many lines at once: wait a moment.',
  'bad-target': 'Choose someone else to write to.',
};
