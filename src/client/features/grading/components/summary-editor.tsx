import { Card, Heading, Stack } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { TextareaField } from '../../../components/textarea-field';
import { type FormProblems, hasProblems } from '../../../lib/form-problems';
import { type GradingDetail, selectFeedbackItems } from '../grading-detail';
import type { GradingDraft } from '../grading-draft-storage';
import { countByDecision } from '../item-decisions';
import { reviewStateOf } from '../review-state';
import { studentPreviewOf } from '../student-preview';
import {
  reviewUpdateOf,
  type SummaryField,
  type SummaryValues,
  summaryProblems,
  summaryValuesOf,
  withRubricScores,
  withTypedGrade,
} from '../summary-form';
import type { KeepDraft } from '../use-grading-draft';
import { GradeField } from './grade-field';
import { ReleaseDialog } from './release-dialog';
import { ReviewActions } from './review-actions';
import { RubricScorer } from './rubric-scorer';
import { StudentPreviewDialog } from './student-preview-dialog';
import { SummaryListField } from './summary-list-field';
import { useLinesFollowDecisions } from './use-lines-follow-decisions';
import { useReviewSave } from './use-review-save';

/** The form's id, so that a key can bring the focus to it. */
export const SUMMARY_FORM_ID = 'summary-form';

interface SummaryEditorProps {
  detail: GradingDetail;
  stored: GradingDraft;
  keep: KeepDraft;
  drafting: boolean;
  regenerate: ReactNode;
}

/** The summary the student reads above the comments, and the final grade; saved or released from here. */
export function SummaryEditor({ detail, stored, keep, drafting, regenerate }: SummaryEditorProps) {
  const releasedAt = reviewStateOf(detail) === 'released' ? (detail.graded_at ?? detail.updated_at) : null;
  const [values, setValues] = useState<SummaryValues>(() => stored.summary ?? summaryValuesOf(detail));
  const [problems, setProblems] = useState<FormProblems<SummaryField>>({});
  const [confirming, setConfirming] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const previewOnceClosed = useRef(false);
  const submission = { assignmentId: detail.assignment_id, submissionId: detail.id };
  const { send, sending, failure, result } = useReviewSave(submission, releasedAt !== null, keep);
  const counts = countByDecision(selectFeedbackItems(detail.feedback_items));

  const update = (next: SummaryValues) => {
    setValues(next);
    keep('summary', next);
  };
  useLinesFollowDecisions(detail, values, update);
  const change =
    <Field extends keyof SummaryValues>(field: Field) =>
    (value: SummaryValues[Field]) =>
      update({ ...values, [field]: value });
  const check = (releasing: boolean) => {
    const found = summaryProblems(values, releasing);
    setProblems(found);
    return !hasProblems(found);
  };
  // Once released, a save keeps it released (release: true), so the student sees the correction.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const release = releasedAt !== null;
    if (check(release)) send(reviewUpdateOf(values, release));
  };
  // Released: the instructor sees what the student now reads, once the release dialog has gone (a
  // dialog opened while another closes is closed with it).
  const confirmRelease = async () => {
    previewOnceClosed.current = await send(reviewUpdateOf(values, true));
    setConfirming(false);
  };
  const afterReleaseDialog = () => {
    if (previewOnceClosed.current) setPreviewing(true);
    previewOnceClosed.current = false;
  };
  const retry = () => {
    const release = failure?.body.release ?? releasedAt !== null;
    if (check(release)) send(reviewUpdateOf(values, release));
  };
  const fieldError = (field: SummaryField) => problems[field] ?? failure?.fields[field];

  return (
    <Card.Root as="section" aria-labelledby="summary-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="summary-heading">
          Summary and grade
        </Heading>
      </Card.Header>
      <Card.Body>
        <form id={SUMMARY_FORM_ID} onSubmit={onSubmit} noValidate aria-labelledby="summary-heading">
          <Stack gap="5">
            {detail.rubric.criteria.length > 0 && (
              <RubricScorer
                rubric={detail.rubric}
                suggestions={detail.rubric_scores}
                chosen={values.rubric_scores}
                onChange={(chosen) => update(withRubricScores(values, detail, chosen))}
              />
            )}
            <GradeField
              value={values.grade}
              suggested={detail.suggested_grade}
              followsRubric={detail.rubric.criteria.length > 0 && !values.grade_typed}
              onChange={(grade) => update(withTypedGrade(values, grade))}
              error={fieldError('grade') ?? failure?.fields.rubric_scores}
            />
            <TextareaField
              label="Overall feedback"
              name="overall_feedback"
              value={values.overall_feedback}
              onChange={change('overall_feedback')}
            />
            <TextareaField
              label="General feedback"
              name="general_feedback"
              value={values.general_feedback}
              onChange={change('general_feedback')}
              helperText="The instructor's note the student reads with the grade."
            />
            <Stack gap="5">
              <SummaryListField
                legend="Strengths"
                lineName="Strength"
                lines={values.strengths}
                onChange={change('strengths')}
                error={fieldError('strengths')}
              />
              <SummaryListField
                legend="Areas for improvement"
                lineName="Area for improvement"
                lines={values.areas_for_improvement}
                onChange={change('areas_for_improvement')}
                error={fieldError('areas_for_improvement')}
              />
            </Stack>
            <TextareaField
              label="Encouragement"
              name="encouragement"
              value={values.encouragement}
              onChange={change('encouragement')}
            />
            <ReviewActions
              releasedAt={releasedAt}
              sending={sending}
              drafting={drafting}
              failure={failure}
              result={result}
              onRelease={() => check(true) && setConfirming(true)}
              onRetry={retry}
              onPreview={() => setPreviewing(true)}
              regenerate={regenerate}
            />
          </Stack>
        </form>
      </Card.Body>
      {previewing && (
        <StudentPreviewDialog
          open
          preview={studentPreviewOf(detail, values)}
          studentName={detail.student_name}
          onClose={() => setPreviewing(false)}
        />
      )}
      <ReleaseDialog
        open={confirming}
        studentName={detail.student_name}
        grade={values.grade}
        accepted={counts.accepted}
        pending={counts.pending}
        busy={sending !== null}
        onConfirm={confirmRelease}
        onClose={() => setConfirming(false)}
        onExitComplete={afterReleaseDialog}
      />
    </Card.Root>
  );
}
