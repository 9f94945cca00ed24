export { ConversationList } from './conversation-list';
export { ThreadView } from './thread-view';
export { fetchConversations, fetchThread, markRead, startConversation } from './api';
export { useContactHost, CONTACT_HOST_ACTION } from './use-contact-host';
