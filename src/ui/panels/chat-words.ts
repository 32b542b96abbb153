// Words of the chat (<so-chat>): the catalogue's `chat.*` messages.
import type { ChatRefusal } from '../../play/chat';
import { section, t } from '../../i18n/translate';

export const CHAT_WORDS = section('chat');

export const unreadText = (n: number): string => (n === 0 ? '' : t('chat.unread', { n }));

export const chatRefusal = (refusal: ChatRefusal): string => t(`chat.refused.${refusal}`);
