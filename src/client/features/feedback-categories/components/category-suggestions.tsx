import { Box, Button, Checkbox, Fieldset, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { toaster } from '../../../components/app-toaster';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { selectCategoriesState, suggestionsDismissed } from '../categories-slice';
import { failureText } from '../category-failure';
import { useCategoryActions } from '../use-category-actions';

interface CategorySuggestionsProps {
  /** Why the panel is open: the failure of the last generation, if it failed. */
  generateFailure: string | null;
  onClose: () => void;
}

/**
 * The AI's suggestions for review (section 7: a fixed sample, no real call). Nothing is stored until
 * the person adds the ones they ticked; all are ticked to begin with.
 */
export function CategorySuggestions({ generateFailure, onClose }: CategorySuggestionsProps) {
  const { generating, suggestions } = useAppSelector(selectCategoriesState);
  const dispatch = useAppDispatch();
  const actions = useCategoryActions();
  const heading = useRef<HTMLHeadingElement>(null);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    setTicked(new Set(suggestions.map((draft) => draft.name)));
  }, [suggestions]);

  // The answer arrives a moment after the click; the keyboard moves to it once it is there.
  useEffect(() => {
    if (!generating) heading.current?.focus();
  }, [generating]);

  const chosen = suggestions.filter((draft) => ticked.has(draft.name));
  const toggle = (name: string, checked: boolean) => {
    const next = new Set(ticked);
    if (checked) next.add(name);
    else next.delete(name);
    setTicked(next);
  };

  const close = () => {
    dispatch(suggestionsDismissed());
    onClose();
  };

  const onAdd = async () => {
    setAdding(true);
    const outcome = await actions.createMany(chosen);
    setAdding(false);
    if (!outcome.ok) return setFailure(failureText(outcome));
    const count = chosen.length === 1 ? '1 category' : `${chosen.length} categories`;
    toaster.create({ type: 'success', title: `${count} added.` });
    close();
  };

  return (
    <Box as="section" aria-labelledby="suggestions-heading" borderWidth="1px" rounded="md" p="4">
      <Stack gap="4">
        <Heading as="h2" size="lg" id="suggestions-heading" ref={heading} tabIndex={-1}>
          Suggested categories
        </Heading>
        {generating && <LoadingSpinner label="Generating suggestions…" />}
        <FormErrorAlert message={generateFailure ?? failure} />
        {!generating && !generateFailure && suggestions.length === 0 && (
          <Text color="fg.muted">Every suggested category is already in your list.</Text>
        )}
        {!generating && suggestions.length > 0 && (
          <Fieldset.Root>
            <Fieldset.Legend>Choose the categories to add</Fieldset.Legend>
            <Fieldset.Content>
              {suggestions.map((draft) => (
                <Checkbox.Root
                  key={draft.name}
                  alignItems="flex-start"
                  checked={ticked.has(draft.name)}
                  onCheckedChange={(details) => toggle(draft.name, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label>
                    <HStack as="span" gap="2">
                      <Box as="span" aria-hidden boxSize="3" rounded="sm" bg={draft.color} />
                      <Text as="span" fontWeight="medium">
                        {draft.name}
                      </Text>
                    </HStack>
                    <Text as="span" display="block" color="fg.muted" fontWeight="normal">
                      {draft.description}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Fieldset.Content>
          </Fieldset.Root>
        )}
        <HStack>
          {suggestions.length > 0 && (
            <Button onClick={onAdd} loading={adding} disabled={generating || chosen.length === 0}>
              Add selected ({chosen.length})
            </Button>
          )}
          <Button variant="outline" onClick={close}>
            Close suggestions
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
