import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { toaster } from '../../../components/app-toaster';
import { type ListPlace, ReorderableItem } from '../../../components/reorderable-list';
import type { SaveOutcome } from '../../../lib/save-outcome';
import { formFailure } from '../category-failure';
import type { CategoryDraft, FeedbackCategory } from '../category-types';
import { useCategoryActions } from '../use-category-actions';
import { CategoryActiveSwitch } from './category-active-switch';
import { CategoryForm } from './category-form';
import { DeleteCategoryButton } from './delete-category-button';

interface CategoryItemProps {
  category: FeedbackCategory;
  others: readonly FeedbackCategory[];
  at: ListPlace;
  onDeleted: () => void;
}

/** What a category is: its colour, place and name, icon and description. */
function CategorySummary({ category, place }: { category: FeedbackCategory; place: number }) {
  return (
    <HStack gap="3" align="flex-start" minWidth="0">
      <Box
        aria-hidden
        flexShrink={0}
        boxSize="6"
        mt="0.5"
        rounded="sm"
        borderWidth="1px"
        bg={category.color}
      />
      <Stack gap="1">
        <Heading as="h3" size="sm">
          {place}. {category.name}
        </Heading>
        {category.icon && (
          <Text color="fg.muted" fontSize="sm">
            Icon <span aria-hidden="true">{category.icon}</span>
          </Text>
        )}
        <Text color="fg.muted">{category.description || 'No description.'}</Text>
        <Text color="fg.muted" fontSize="sm">
          Colour {category.color}
        </Text>
      </Stack>
    </HStack>
  );
}

/** One category in order: its colour, name and description, and the controls that change it, each naming it. */
export function CategoryItem({ category, others, at, onDeleted }: CategoryItemProps) {
  const actions = useCategoryActions();

  const save = async (draft: CategoryDraft, close: () => void): Promise<SaveOutcome> => {
    const outcome = await actions.update(category.id, draft);
    if (!outcome.ok) return formFailure(outcome);
    toaster.create({ type: 'success', title: `Category '${draft.name}' saved.` });
    close();
    return null;
  };

  return (
    <ReorderableItem
      id={category.id}
      name={category.name}
      {...at}
      gap="4"
      summary={<CategorySummary category={category} place={at.place} />}
      controls={<CategoryActiveSwitch category={category} />}
      deleteButton={<DeleteCategoryButton category={category} onDeleted={onDeleted} />}
      editForm={(close) => (
        <CategoryForm
          initial={{
            name: category.name,
            description: category.description,
            color: category.color,
            icon: category.icon,
          }}
          others={others}
          label={`Edit category ${category.name}`}
          submitLabel="Save category"
          onSave={(draft) => save(draft, close)}
          onCancel={close}
        />
      )}
    />
  );
}
