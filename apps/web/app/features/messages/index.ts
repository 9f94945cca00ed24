export { ConversationList } from './conversation-list';
export { ThreadView } from './thread-view';
export { fetchConversations, fetchThread, markRead } from './api';
