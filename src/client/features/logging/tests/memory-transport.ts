import type { ClientLogEvent } from '../../../../shared/contract/logs';
import type { LogTransport, SendOutcome } from '../log-transport';

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
