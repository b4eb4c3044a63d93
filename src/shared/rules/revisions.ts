/**
 * The revision loop: once feedback is released the student may store a revision while the assignment
 * allows revisions and the released version is below its highest version (`max_versions`); before
 * release a new version replaces the one under review, as always.
 */
export interface RevisionPolicy {
  allowRevisions: boolean;
  maxVersions: number;
}

export const mayReviseAfter = (policy: RevisionPolicy, releasedVersion: number) =>
  policy.allowRevisions && releasedVersion < policy.maxVersions;

/** The sentence of the 409 when a released essay may not be revised. */
export const noRevisionReason = (policy: RevisionPolicy) =>
  policy.allowRevisions
    ? `Feedback on this essay has been released, and all ${policy.maxVersions} versions this assignment allows are used.`
    : 'Feedback on this essay has been released, so it can no longer be replaced.';

/**
 * The version just before `version` among a student's versions (any order), or the last released one
 * before it: the version a revision answers, whose comments it carries.
 */
export function versionBefore<V extends { version: number }>(
  versions: readonly V[],
  version: number,
  isReleased?: (candidate: V) => boolean,
): V | undefined {
  return [...versions]
    .filter((candidate) => candidate.version < version && (!isReleased || isReleased(candidate)))
    .sort((a, b) => b.version - a.version)[0];
}
