import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Assignment, Rubric } from '../../../../shared/contract';
import { RUBRIC_LIMITS } from '../../../../shared/contract/limits';
import { toaster } from '../../../components/app-toaster';
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
  /** Opened from the row's Rubric button or after adding the assignment: the person starts here. */
  focusOnOpen: boolean;
}

interface RubricFormProps {
  assignment: Assignment;
  saved: Rubric;
}

const sameRubric = (a: RubricDraft, b: RubricDraft) =>
  JSON.stringify(rubricBodyOf(a)) === JSON.stringify(rubricBodyOf(b));

function RubricForm({ assignment, saved }: RubricFormProps) {
  const [restored] = useState(() => readRubricDraft(assignment.id));
  const [draft, setDraft] = useState<RubricDraft>(() => restored ?? rubricDraftOf(saved));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [problems, setProblems] = useState<RubricProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saveRubric, { isLoading: sending }] = useSaveRubricMutation();
  const [base, setBase] = useState(() => rubricDraftOf(saved));

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
    const stored: { rubric?: Rubric } = {};
    const outcome = await saveOutcome(async () => {
      stored.rubric = await saveRubric({ assignmentId: assignment.id, body: rubricBodyOf(draft) }).unwrap();
    }, 'The rubric could not be saved.');
    if (outcome || !stored.rubric) {
      setProblems(outcome?.fields ?? {});
      setFailure(outcome?.message ?? 'The rubric could not be saved.');
      return;
    }
    // The stored rubric's ids go into the draft, so that the next save keeps the scores given by it.
    const next = rubricDraftOf(stored.rubric);
    writeRubricDraft(assignment.id, null);
    setDraft(next);
    setBase(next);
    setShowRestored(false);
    toaster.create({ type: 'success', title: `Rubric of '${assignment.title}' saved.` });
  };
  const discard = () => {
    writeRubricDraft(assignment.id, null);
    setDraft(base);
    setProblems({});
    setFailure(null);
  };
  const criteriaCount = draft.criteria.length;

  return (
    <Stack gap="4">
      {showRestored && (
        <RestoredDraftNotice
          onDiscard={() => {
            writeRubricDraft(assignment.id, null);
            setDraft(base);
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
          <HStack>
            <Button type="submit" loading={sending} disabled={sending}>
              Save rubric
            </Button>
            <Button variant="outline" disabled={sameRubric(draft, base)} onClick={discard}>
              Discard rubric changes
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}

/** The rubric an assignment's essays are graded by: the last part of the assignment's editing panel. */
export function RubricEditor({ assignment, focusOnOpen }: RubricEditorProps) {
  const { data, isLoading, isError, refetch } = useGetRubricQuery(assignment.id, {
    refetchOnMountOrArgChange: true,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnOpen) return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [focusOnOpen]);
  return (
    <Stack as="section" aria-labelledby="rubric-editor-heading" gap="4" borderTopWidth="1px" pt="4">
      <Heading as="h3" size="md" id="rubric-editor-heading" ref={heading} tabIndex={-1}>
        Rubric of {assignment.title}
      </Heading>
      {isLoading && <LoadingSpinner label="Loading the rubric…" />}
      {isError && <LoadFailedAlert message="Failed to fetch the rubric" onRetry={refetch} />}
      {data && <RubricForm assignment={assignment} saved={data} />}
    </Stack>
  );
}
