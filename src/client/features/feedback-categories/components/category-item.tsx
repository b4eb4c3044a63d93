import { Box, Button, Flex, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { toaster } from '../../../components/app-toaster';
import { MoveButtons } from '../../../components/move-buttons';
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
  place: number;
  count: number;
  onMove: (category: FeedbackCategory, by: -1 | 1) => void;
  onDeleted: () => void;
}

/** One category in order: its colour, name and description, and the controls that change it, each naming it. */
export function CategoryItem({ category, others, place, count, onMove, onDeleted }: CategoryItemProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const actions = useCategoryActions();

  const close = () => {
    setEditing(false);
    editButton.current?.focus();
  };

  const onSave = async (draft: CategoryDraft): Promise<SaveOutcome> => {
    const outcome = await actions.update(category.id, draft);
    if (!outcome.ok) return formFailure(outcome);
    toaster.create({ type: 'success', title: `Category '${draft.name}' saved.` });
    close();
    return null;
  };

  const named = <VisuallyHidden> {category.name}</VisuallyHidden>;
  return (
    <Box as="li" data-category-id={category.id} borderWidth="1px" rounded="md" p="4">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
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
        <HStack gap="2" wrap="wrap">
          <CategoryActiveSwitch category={category} />
          <MoveButtons
            place={place}
            count={count}
            onMove={(delta) => onMove(category, delta)}
            named={named}
          />
          <Button
            ref={editButton}
            size="sm"
            variant="outline"
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            Edit{named}
          </Button>
          <DeleteCategoryButton category={category} onDeleted={onDeleted} />
        </HStack>
      </Flex>
      {editing && (
        <Box mt="4">
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
            onSave={onSave}
            onCancel={close}
          />
        </Box>
      )}
    </Box>
  );
}
