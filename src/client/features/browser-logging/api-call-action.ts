import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../api/base-api';

export type CallPhase = 'pending' | 'fulfilled' | 'rejected';

/** One RTK Query call as the logger reads it: the facts, never the body that was sent. */
export interface ApiCall {
  phase: CallPhase;
  kind: 'query' | 'mutation';
  requestId: string;
  endpointName: string;
  /** Read only for the allow-listed ids (call-details.ts), never logged as such. */
  args: unknown;
  result: unknown;
  method?: string;
  /** The API path without its query string. */
  path?: string;
  status?: number;
  errorKind?: string;
  errorMessage?: string;
  /** A call the library dropped itself (cached, or cancelled at sign-out): nothing to log. */
  cancelled: boolean;
}

interface CallMeta {
  requestId: string;
  arg?: { type?: string; endpointName?: string; originalArgs?: unknown };
  baseQueryMeta?: { request?: Request; response?: Response };
  condition?: boolean;
  aborted?: boolean;
}

const CALL_TYPE = new RegExp(`^${baseApi.reducerPath}/execute(Query|Mutation)/(pending|fulfilled|rejected)$`);

const pathOf = (url: string | undefined) => (url ? new URL(url, 'http://x').pathname : undefined);

/** The sentence a person reads: the server's `error`, the network's complaint, or the thrown message. */
export function failedCallMessage(payload: unknown, thrownMessage?: unknown): string {
  const failure = payload as { error?: unknown; data?: { error?: unknown } } | undefined;
  const message = [failure?.data?.error, failure?.error, thrownMessage].find(
    (candidate) => typeof candidate === 'string' && candidate,
  );
  return String(message ?? 'Request failed').slice(0, 300);
}

const errorMessageOf = (action: UnknownAction) =>
  failedCallMessage(action.payload, (action.error as { message?: unknown } | undefined)?.message);

export function apiCallOf(action: UnknownAction): ApiCall | null {
  const match = CALL_TYPE.exec(action.type);
  const meta = action.meta as CallMeta | undefined;
  if (!match || !meta?.arg?.endpointName) return null;
  const phase = match[2] as CallPhase;
  const payloadStatus = (action.payload as { status?: unknown } | undefined)?.status;
  const { request, response } = meta.baseQueryMeta ?? {};
  return {
    phase,
    kind: match[1] === 'Query' ? 'query' : 'mutation',
    requestId: meta.requestId,
    endpointName: meta.arg.endpointName,
    args: meta.arg.originalArgs,
    result: phase === 'fulfilled' ? action.payload : undefined,
    method: request?.method,
    path: pathOf(request?.url),
    status: response?.status ?? (typeof payloadStatus === 'number' ? payloadStatus : undefined),
    errorKind: typeof payloadStatus === 'string' ? payloadStatus : undefined,
    errorMessage: phase === 'rejected' ? errorMessageOf(action) : undefined,
    cancelled: Boolean(meta.condition || meta.aborted),
  };
}
