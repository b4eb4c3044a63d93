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
