import { useCallback, useRef, useState } from 'react';
import {
  clearGradingDraft,
  type GradingDraft,
  readGradingDraft,
  writeGradingDraft,
} from './grading-draft-storage';

export type KeepDraft = <Part extends keyof GradingDraft>(
  part: Part,
  value: GradingDraft[Part] | undefined,
) => void;

export interface GradingDraftControls {
  /** What the forms start from when they mount; empty after a discard. */
  stored: GradingDraft;
  keep: KeepDraft;
  /** True when the page opened on unsaved work from before, until it is discarded or dismissed. */
  restored: boolean;
  dismiss: () => void;
  discard: () => void;
  /** Changes on discard, so that the forms mount again from the server's values. */
  generation: number;
}

/** Unsaved grading work in sessionStorage under `grading_draft_{submissionId}`, one part per form. */
export function useGradingDraft(submissionId: number): GradingDraftControls {
  const [initial] = useState(() => readGradingDraft(submissionId));
  const current = useRef<GradingDraft>(initial ?? {});
  const [restored, setRestored] = useState(initial !== null);
  const [generation, setGeneration] = useState(0);

  const keep = useCallback<KeepDraft>(
    (part, value) => {
      const next = { ...current.current };
      if (value === undefined) delete next[part];
      else next[part] = value;
      current.current = next;
      writeGradingDraft(submissionId, next);
      // Once every restored part is saved or closed, nothing unsaved is left to say was restored.
      if (Object.keys(next).length === 0) setRestored(false);
    },
    [submissionId],
  );

  const discard = useCallback(() => {
    clearGradingDraft(submissionId);
    current.current = {};
    setRestored(false);
    setGeneration((before) => before + 1);
  }, [submissionId]);

  return {
    stored: current.current,
    keep,
    restored,
    dismiss: () => setRestored(false),
    discard,
    generation,
  };
}
