import type { LogTransport, SendOutcome } from '../../../src/client/features/browser-logging/log-transport';
import type { ClientLogEvent } from '../../../src/shared/contract/logs';

/** A transport that keeps what would have been sent, answering with `outcome`. */
export function memoryTransport(outcome: () => SendOutcome = () => 'sent') {
  const sent: { events: ClientLogEvent[]; token: string; keepalive: boolean }[] = [];
  const transport: LogTransport = {
    async send(events, options) {
      sent.push({ events, ...options });
      return outcome();
    },
  };
  return { transport, sent };
}
