import type { LogDetails } from '../../../shared/contract/logs';
import type { ApiCall } from './api-call-action';
import { countOf, entityRuleFor, idInResult, idsInArgs } from './call-entities';
import { type EventCore, eventCore } from './log-event';
import { SLOW_CALL_MS } from './log-limits';

/** The facts every event about a call carries, from an allow-list (section 3's details). */
function callDetails(call: ApiCall): LogDetails {
  const details: LogDetails = { endpointName: call.endpointName };
  if (call.method) details.method = call.method;
  if (call.path) details.path = call.path;
  if (call.status !== undefined) details.status = call.status;
  if (call.errorKind) details.errorKind = call.errorKind;
  return details;
}

/** Section 9: every API call's duration; slower than 3,000 ms is a warning. */
export function performanceEvent(call: ApiCall, duration: number): EventCore {
  const slow = duration > SLOW_CALL_MS;
  return eventCore({
    action: call.method && call.path ? `${call.method} ${call.path}` : call.endpointName,
    category: 'PERFORMANCE',
    details: { ...callDetails(call), ...(slow && { level: 'warning' as const }) },
    success: call.phase === 'fulfilled',
    duration,
  });
}

/**
 * A change to courses, weeks, lessons (COURSE_MANAGEMENT), assignments, submissions and grading
 * (ASSIGNMENT_MANAGEMENT) or an account (AUTH), whether it worked or not; a failed call of any other
 * kind is an ERROR. Null when the call says nothing beyond its duration.
 */
export function outcomeEvent(call: ApiCall): EventCore | null {
  const failed = call.phase === 'rejected';
  const rule = call.kind === 'mutation' ? entityRuleFor(call.endpointName) : null;
  if (!rule) {
    if (!failed) return null;
    return eventCore({
      action: call.endpointName,
      category: 'ERROR',
      details: callDetails(call),
      success: false,
      errorMessage: call.errorMessage,
    });
  }
  const { id, parents } = idsInArgs(call.args);
  const entityId = (rule.idKey ? parents[rule.idKey] : undefined) ?? id ?? idInResult(call.result) ?? null;
  const count = countOf(call.result);
  return eventCore({
    action: call.endpointName,
    category: rule.category,
    entityType: rule.entityType,
    entityId,
    details: { ...callDetails(call), ...parents, ...(count !== undefined && { count }) },
    success: !failed,
    errorMessage: failed ? call.errorMessage : null,
  });
}
