import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CarriedItem } from '../../../../shared/contract';
import { errorMessage, type QueryError } from '../../../lib/api-error-message';
import { useUpdateCarriedItemMutation } from '../grading-api';

interface CarriedStatusActionsProps {
  item: CarriedItem;
  submission: { assignmentId: number; submissionId: number };
}

/**
 * The instructor's word on a carried comment (the revision loop): the text says whether the passage
 * was revised; the instructor confirms that, or overturns it either way. A comment not found has
 * nothing to judge.
 */
export function CarriedStatusActions({ item, submission }: CarriedStatusActionsProps) {
  const [update, { isLoading }] = useUpdateCarriedItemMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (item.status === 'lost') return null;
  const set = async (status: 'unchanged' | 'addressed') => {
    setFailure(null);
    try {
      await update({ ...submission, itemId: item.id, body: { status } }).unwrap();
    } catch (error) {
      setFailure(errorMessage(error as QueryError, 'error', 'The status could not be saved.'));
    }
  };
  const revised = item.status === 'addressed';
  return (
    <HStack gap="2" wrap="wrap">
      {item.status_confirmed ? (
        <Text textStyle="sm" color="fg.muted">
          You confirmed this.
        </Text>
      ) : (
        revised && (
          <Button size="xs" variant="outline" loading={isLoading} onClick={() => set('addressed')}>
            Confirm revised
          </Button>
        )
      )}
      <Button
        size="xs"
        variant="ghost"
        loading={isLoading}
        onClick={() => set(revised ? 'unchanged' : 'addressed')}
      >
        {revised ? 'Not revised' : 'Mark as revised'}
      </Button>
      {failure && (
        <Text textStyle="sm" color="fg.error" role="alert">
          {failure}
        </Text>
      )}
    </HStack>
  );
}
