import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { Assignment, Rubric } from '../../../../shared/contract';
import { RUBRIC_LIMITS } from '../../../../shared/contract/limits';
import { toaster } from '../../../components/app-toaster';
import { FormActions } from '../../../components/form-actions';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { LoadFailedAlert } from '../../../components/query-states';
import { RestoredDraftNotice } from '../../../components/restored-draft-notice';
import { saveOutcome } from '../../../lib/save-outcome';
import {
  draftPoints,
  newCriterion,
  type RubricDraft,
  type RubricProblems,
  rubricBodyOf,
  rubricDraftOf,
  rubricProblems,
} from '../rubric-draft';
import { readRubricDraft, writeRubricDraft } from '../rubric-draft-storage';
import { useGetRubricQuery, useSaveRubricMutation } from '../rubrics-api';
import { CriterionFields } from './criterion-fields';
import { RubricLibraryPicker } from './rubric-library-picker';

interface RubricEditorProps {
  assignment: Assignment;
  onClose: () => void;
}

interface RubricFormProps extends RubricEditorProps {
  saved: Rubric;
}

function RubricForm({ assignment, saved, onClose }: RubricFormProps) {
  const [restored] = useState(() => readRubricDraft(assignment.id));
  const [draft, setDraft] = useState<RubricDraft>(() => restored ?? rubricDraftOf(saved));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [problems, setProblems] = useState<RubricProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saveRubric, { isLoading: sending }] = useSaveRubricMutation();

  const update = (next: RubricDraft) => {
    setDraft(next);
    writeRubricDraft(assignment.id, next);
  };
  const changeCriteria = (criteria: RubricDraft['criteria']) => update({ criteria });
  const move = (index: number, delta: -1 | 1) => {
    const criteria = [...draft.criteria];
    [criteria[index], criteria[index + delta]] = [criteria[index + delta], criteria[index]];
    changeCriteria(criteria);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = rubricProblems(draft);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const outcome = await saveOutcome(
      () => saveRubric({ assignmentId: assignment.id, body: rubricBodyOf(draft) }).unwrap(),
      'The rubric could not be saved.',
    );
    if (outcome) {
      setProblems(outcome.fields);
      setFailure(outcome.message);
      return;
    }
    writeRubricDraft(assignment.id, null);
    toaster.create({ type: 'success', title: `Rubric of '${assignment.title}' saved.` });
    onClose();
  };
  const cancel = () => {
    writeRubricDraft(assignment.id, null);
    onClose();
  };
  const criteriaCount = draft.criteria.length;

  return (
    <Stack gap="4">
      {showRestored && (
        <RestoredDraftNotice
          onDiscard={() => {
            writeRubricDraft(assignment.id, null);
            setDraft(rubricDraftOf(saved));
            setShowRestored(false);
          }}
          onDismiss={() => setShowRestored(false)}
        />
      )}
      <RubricLibraryPicker
        assignmentId={assignment.id}
        onCopy={(rubric) => update(rubricDraftOf(rubric, false))}
      />
      <form onSubmit={onSubmit} noValidate aria-label={`Rubric of ${assignment.title}`}>
        <Stack gap="4">
          <FormErrorAlert message={failure} />
          <Text color="fg.muted" aria-live="polite">
            {criteriaCount === 0
              ? 'No criteria yet: the essays of this assignment are graded without a rubric.'
              : `${criteriaCount} ${criteriaCount === 1 ? 'criterion' : 'criteria'}, ${draftPoints(draft)} points in all. The grade is the points scored out of these, as 0 to 100, unless a grade is typed.`}
          </Text>
          {problems.criteria && <Text color="fg.error">{problems.criteria}</Text>}
          <Stack as="ul" gap="4" listStyleType="none">
            {draft.criteria.map((criterion, index) => (
              <CriterionFields
                key={criterion.key}
                criterion={criterion}
                place={index + 1}
                count={criteriaCount}
                problems={problems}
                onChange={(next) =>
                  changeCriteria(draft.criteria.map((old, at) => (at === index ? next : old)))
                }
                onRemove={() => changeCriteria(draft.criteria.filter((_, at) => at !== index))}
                onMove={(delta) => move(index, delta)}
              />
            ))}
          </Stack>
          <Button
            variant="outline"
            alignSelf="flex-start"
            disabled={criteriaCount >= RUBRIC_LIMITS.criteria}
            onClick={() => changeCriteria([...draft.criteria, newCriterion()])}
          >
            Add a criterion
          </Button>
          <FormActions submitLabel="Save rubric" sending={sending} onCancel={cancel} />
        </Stack>
      </form>
    </Stack>
  );
}

/** The rubric an assignment's essays are graded by, edited below the week's assignments. */
export function RubricEditor({ assignment, onClose }: RubricEditorProps) {
  const { data, isLoading, isError, refetch } = useGetRubricQuery(assignment.id, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <Stack as="section" aria-labelledby="rubric-editor-heading" gap="4" borderTopWidth="1px" pt="4">
      <Heading as="h3" size="md" id="rubric-editor-heading">
        Rubric of {assignment.title}
      </Heading>
      {isLoading && <LoadingSpinner label="Loading the rubric…" />}
      {isError && <LoadFailedAlert message="Failed to fetch the rubric" onRetry={refetch} />}
      {data && <RubricForm assignment={assignment} saved={data} onClose={onClose} />}
    </Stack>
  );
}
