import type { Conversation, Message, Thread } from '@rentspace/core/messages/api';
import { api } from '~/lib/api';

export const fetchConversations = (signal?: AbortSignal) =>
  api<{ data: Conversation[]; unread_total: number }>('/rest/v1/conversations', { signal });

export const fetchThread = (id: string, signal?: AbortSignal) =>
  api<Thread>(`/rest/v1/conversations/${id}`, { signal });

export const sendMessage = (id: string, body: string) =>
  api<Message>(`/rest/v1/conversations/${id}/messages`, { method: 'POST', body: { body } });

export const markRead = (id: string) =>
  api<{ unread_total: number }>(`/rest/v1/conversations/${id}/read`, { method: 'POST' });
