import { Alert, Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { toaster } from '../../../components/app-toaster';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import type { SaveOutcome } from '../../../lib/save-outcome';
import { categoriesOf, useGetFeedbackCategoriesQuery } from '../categories-api';
import { selectCategoriesState } from '../categories-slice';
import { formFailure } from '../category-failure';
import { CATEGORY_MESSAGES } from '../category-messages';
import type { CategoryDraft } from '../category-types';
import { useCategoryActions } from '../use-category-actions';
import { CategoriesFailureAlert } from './categories-failure-alert';
import { CategoryForm } from './category-form';
import { CategoryList } from './category-list';
import { CategorySuggestions } from './category-suggestions';

const emptyDraft: CategoryDraft = { name: '', description: '', color: '#2b6cb0', icon: '' };

/** Section 7: the browser's copy is what shows while the server cannot be reached. */
function OfflineNotice() {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The server cannot be reached.</Alert.Title>
        <Alert.Description>
          These are the categories last loaded in this browser. Changes can be made once it is back.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * /admin/feedback-categories (section 2): the instructor's categories, kept on the server and copied in
 * this browser; the grading screen offers the active ones, in this order.
 */
export function FeedbackCategoriesPage() {
  const { data, isLoading, error, refetch } = useGetFeedbackCategoriesQuery();
  const { generating } = useAppSelector(selectCategoriesState);
  const categories = categoriesOf(data);
  const actions = useCategoryActions();
  const [adding, setAdding] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [generateFailure, setGenerateFailure] = useState<string | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const generateButton = useRef<HTMLButtonElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const editable = Boolean(data && !data.fromCache);

  const closeForm = () => {
    setAdding(false);
    newButton.current?.focus();
  };

  const onCreate = async (draft: CategoryDraft): Promise<SaveOutcome> => {
    const outcome = await actions.create(draft);
    if (!outcome.ok) return formFailure(outcome);
    toaster.create({ type: 'success', title: `Category '${draft.name}' added.` });
    closeForm();
    return null;
  };

  const onGenerate = async () => {
    setReviewing(true);
    setGenerateFailure(null);
    const outcome = await actions.generate();
    if (!outcome.ok) setGenerateFailure(outcome.message);
  };

  const closeSuggestions = () => {
    setReviewing(false);
    generateButton.current?.focus();
  };

  const headerActions = (
    <>
      <Button ref={newButton} aria-expanded={adding} disabled={!editable} onClick={() => setAdding(true)}>
        New category
      </Button>
      <Button
        ref={generateButton}
        variant="outline"
        disabled={!editable}
        loading={generating}
        onClick={onGenerate}
      >
        Generate with AI
      </Button>
    </>
  );

  return (
    <Stack gap="6">
      <PageHeader
        title="Feedback Categories"
        description="Comments on essays are filed under these categories. The grading screen offers the active ones, in this order."
        actions={headerActions}
      />
      {isLoading && <LoadingSpinner label="Loading feedback categories…" />}
      {!data && error && <CategoriesFailureAlert message={CATEGORY_MESSAGES.load} onRetry={refetch} />}
      {data?.fromCache && <OfflineNotice />}
      {adding && editable && (
        <Box borderWidth="1px" rounded="md" p="4">
          <CategoryForm
            initial={emptyDraft}
            others={categories}
            label="New category"
            submitLabel="Add category"
            onSave={onCreate}
            onCancel={closeForm}
          />
        </Box>
      )}
      {reviewing && <CategorySuggestions generateFailure={generateFailure} onClose={closeSuggestions} />}
      {data && (
        <Stack as="section" aria-labelledby="categories-heading" gap="4">
          <Heading as="h2" size="lg" id="categories-heading" ref={listHeading} tabIndex={-1}>
            Categories
          </Heading>
          {categories.length === 0 ? (
            <EmptyState>No feedback categories yet. Add one, or generate suggestions with AI.</EmptyState>
          ) : (
            <CategoryList categories={categories} onDeleted={() => listHeading.current?.focus()} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
