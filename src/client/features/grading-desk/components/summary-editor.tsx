import { Stack } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { TextareaField } from '../../../components/textarea-field';
import { type GradingDetail, selectFeedbackItems } from '../grading-detail';
import { countByDecision } from '../item-decisions';
import { studentPreviewOf } from '../student-preview';
import { type SummaryField, type SummaryValues, withRubricScores, withTypedGrade } from '../summary-form';
import { GradeField } from './grade-field';
import { ReleaseDialog } from './release-dialog';
import { ReviewActions } from './review-actions';
import { RubricScorer } from './rubric-scorer';
import { StudentPreviewDialog } from './student-preview-dialog';
import { SummaryListField } from './summary-list-field';
import type { SummaryFormControls } from './use-summary-form';

/** The form's id, so that a key can bring the focus to it. */
export const SUMMARY_FORM_ID = 'summary-form';

/** The fields a check may stop a send on, in the order the form shows them. */
const SUMMARY_FIELDS: readonly SummaryField[] = ['grade', 'strengths', 'areas_for_improvement'];

interface SummaryEditorProps {
  detail: GradingDetail;
  form: SummaryFormControls;
  drafting: boolean;
  regenerate: ReactNode;
}

/** The summary the student reads above the comments, and the final grade; saved or released from here. */
export function SummaryEditor({ detail, form, drafting, regenerate }: SummaryEditorProps) {
  const { values, problems, check, send, releasedAt, sending, failure, result } = form;
  const [confirming, setConfirming] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  // A release the form's problems stopped: said beside the button that was pressed.
  const [blocked, setBlocked] = useState('');
  const previewOnceClosed = useRef(false);
  const counts = countByDecision(selectFeedbackItems(detail.feedback_items));
  // A change answers what stopped the release; the check says so again at the next press if not.
  const update = (next: SummaryValues) => {
    setBlocked('');
    form.update(next);
  };

  const change =
    <Field extends keyof SummaryValues>(field: Field) =>
    (value: SummaryValues[Field]) =>
      update({ ...values, [field]: value });
  /** Checks what is on screen; when something stops the send, the focus goes to the first field at fault. */
  const checked = (releasing: boolean) => {
    const found = check(releasing);
    const field = SUMMARY_FIELDS.find((name) => found[name]);
    setBlocked(field ? (found[field] ?? '') : '');
    if (!field) return true;
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(
          `#${SUMMARY_FORM_ID} [name="${field}"], #${SUMMARY_FORM_ID} [data-field="${field}"] textarea`,
        )
        ?.focus(),
    );
    return false;
  };
  // Once released, a save keeps it released (release: true), so the student sees the correction.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (checked(releasedAt !== null)) void send(releasedAt !== null);
  };
  // Released: the instructor sees what the student now reads, once the release dialog has gone (a
  // dialog opened while another closes is closed with it).
  const confirmRelease = async () => {
    previewOnceClosed.current = await send(true);
    setConfirming(false);
  };
  const afterReleaseDialog = () => {
    if (previewOnceClosed.current) setPreviewing(true);
    previewOnceClosed.current = false;
  };
  const retry = () => {
    const release = failure?.body.release ?? releasedAt !== null;
    if (checked(release)) void send(release);
  };
  const fieldError = (field: SummaryField) => problems[field] ?? failure?.fields[field];
  const textField = (name: 'overall_feedback' | 'general_feedback' | 'encouragement') => ({
    name,
    value: values[name],
    onChange: change(name),
  });
  const listField = (field: 'strengths' | 'areas_for_improvement') => ({
    field,
    lines: values[field],
    onChange: change(field),
    error: fieldError(field),
  });

  return (
    <>
      <SectionCard headingId="summary-heading" title="Summary and grade">
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
            <TextareaField label="Overall feedback" {...textField('overall_feedback')} />
            <TextareaField
              label="General feedback"
              {...textField('general_feedback')}
              helperText="The instructor's note the student reads with the grade."
            />
            <Stack gap="5">
              <SummaryListField legend="Strengths" lineName="Strength" {...listField('strengths')} />
              <SummaryListField
                legend="Areas for improvement"
                lineName="Area for improvement"
                {...listField('areas_for_improvement')}
              />
            </Stack>
            <TextareaField label="Encouragement" {...textField('encouragement')} />
            <ReviewActions
              releasedAt={releasedAt}
              mayRelease={detail.may_release}
              sending={sending}
              drafting={drafting}
              failure={failure}
              result={result}
              blocked={blocked}
              onRelease={() => checked(true) && setConfirming(true)}
              onRetry={retry}
              onPreview={() => setPreviewing(true)}
              regenerate={regenerate}
            />
          </Stack>
        </form>
      </SectionCard>
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
    </>
  );
}
