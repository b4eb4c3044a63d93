import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { toaster } from '../../../components/app-toaster';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import type { SaveOutcome } from '../../../lib/save-outcome';
import { selectCategories, selectCategoriesState } from '../categories-slice';
import type { CategoryDraft } from '../category-types';
import { useCategoryActions } from '../use-category-actions';
import { CategoriesFailureAlert } from './categories-failure-alert';
import { CategoryForm } from './category-form';
import { CategoryList } from './category-list';
import { CategorySuggestions } from './category-suggestions';

const emptyDraft: CategoryDraft = { name: '', description: '', color: '#2b6cb0' };

/** /admin/feedback-categories (section 2): the categories feedback is filed under, kept in this browser. */
export function FeedbackCategoriesPage() {
  const { loadStatus, loadError, storedValueUnreadable, generating } = useAppSelector(selectCategoriesState);
  const categories = useAppSelector(selectCategories);
  const actions = useCategoryActions();
  const [adding, setAdding] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [generateFailure, setGenerateFailure] = useState<string | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const generateButton = useRef<HTMLButtonElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const loaded = loadStatus === 'loaded';

  useEffect(() => {
    actions.load();
  }, [actions]);

  // A change found the stored value unreadable: what is shown no longer matches it, so read it again
  // and let the load's failure offer the reset.
  useEffect(() => {
    if (loaded && storedValueUnreadable) actions.load();
  }, [loaded, storedValueUnreadable, actions]);

  const closeForm = () => {
    setAdding(false);
    newButton.current?.focus();
  };

  const onCreate = async (draft: CategoryDraft): Promise<SaveOutcome> => {
    const outcome = await actions.create(draft);
    if (!outcome.ok) return { message: outcome.message, fields: {} };
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
      <Button ref={newButton} aria-expanded={adding} disabled={!loaded} onClick={() => setAdding(true)}>
        New category
      </Button>
      <Button
        ref={generateButton}
        variant="outline"
        disabled={!loaded}
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
        description="Comments on essays are filed under these categories, in this order. They are kept in this browser."
        actions={headerActions}
      />
      {(loadStatus === 'idle' || loadStatus === 'loading') && (
        <LoadingSpinner label="Loading feedback categories…" />
      )}
      {loadStatus === 'failed' && loadError && (
        <CategoriesFailureAlert
          message={loadError}
          unreadable={storedValueUnreadable}
          onRetry={actions.load}
        />
      )}
      {adding && loaded && (
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
      {loaded && (
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
