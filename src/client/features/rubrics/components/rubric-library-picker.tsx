import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Rubric } from '../../../../shared/contract';
import { LabelledSelect } from '../../../components/labelled-select';
import { useGetRubricLibraryQuery, useLazyGetRubricQuery } from '../rubrics-api';

interface RubricLibraryPickerProps {
  /** The assignment being edited: its own rubric is not offered. */
  assignmentId: number;
  onCopy: (rubric: Rubric) => void;
}

/** Another assignment's rubric to start from: its criteria and levels come into the form, unsaved. */
export function RubricLibraryPicker({ assignmentId, onCopy }: RubricLibraryPickerProps) {
  const { data, isError, isLoading, refetch } = useGetRubricLibraryQuery();
  const [loadRubric, { isFetching }] = useLazyGetRubricQuery();
  const [chosen, setChosen] = useState('');
  const [failed, setFailed] = useState(false);
  const entries = (data ?? []).filter((entry) => entry.assignment_id !== assignmentId);
  if (isLoading)
    return (
      <Text role="status" color="fg.muted" textStyle="sm">
        Loading your other assignments’ rubrics…
      </Text>
    );
  if (isError)
    return (
      <HStack gap="2" role="alert">
        <Text color="fg.error">The rubric library could not be loaded.</Text>
        <Button size="xs" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </HStack>
    );
  if (entries.length === 0) return null;

  const copy = async () => {
    setFailed(false);
    const result = await loadRubric(Number(chosen));
    if (result.data) onCopy(result.data);
    else setFailed(true);
  };
  return (
    <HStack align="flex-end" gap="3" wrap="wrap">
      <LabelledSelect
        label="Start from the rubric of"
        name="rubric-library"
        value={chosen}
        minWidth="64"
        onChange={setChosen}
        options={[
          { value: '', label: 'Choose an assignment' },
          ...entries.map((entry) => ({
            value: String(entry.assignment_id),
            label: `${entry.course_title}: ${entry.assignment_title} (${entry.criteria.length} criteria, ${entry.points} points)`,
          })),
        ]}
      />
      <Button size="sm" variant="outline" disabled={!chosen} loading={isFetching} onClick={copy}>
        Copy this rubric
      </Button>
      {failed && <Text color="fg.error">That rubric could not be loaded. Try again.</Text>}
    </HStack>
  );
}
