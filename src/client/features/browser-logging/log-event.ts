import type { ClientLogEvent } from '../../../shared/contract/logs';

/** What a builder decides about an event; the logger adds time, person, tab session and page. */
export type EventCore = Pick<
  ClientLogEvent,
  'action' | 'category' | 'entityType' | 'entityId' | 'details' | 'success' | 'errorMessage' | 'duration'
>;

/** Who was signed in when the event happened (section 3's userId, username, userRole). */
export type Identity = Pick<ClientLogEvent, 'userId' | 'username' | 'userRole'>;

export const nobody: Identity = { userId: null, username: null, userRole: null };

export const eventCore = (core: Partial<EventCore> & Pick<EventCore, 'action' | 'category'>): EventCore => ({
  entityType: null,
  entityId: null,
  details: {},
  success: true,
  errorMessage: null,
  duration: null,
  ...core,
});
