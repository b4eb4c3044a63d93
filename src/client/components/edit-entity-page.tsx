import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { type SaveOutcome, saveOutcome } from '../lib/save-outcome';
import { toaster } from './app-toaster';
import { LoadingSpinner } from './loading-spinner';
import { PageHeader } from './page-header';
import { LoadFailedAlert } from './query-states';

/** What the page hands its form: the save, and Cancel, both of which go back to the entity's page. */
export interface EditFormActions<Body> {
  onSave: (body: Body) => Promise<SaveOutcome>;
  onCancel: () => void;
}

interface EditEntityPageProps<Entity, Body> {
  /** How the page names what it edits: "course" reads "Edit Course", "Loading the course…", "Course saved.". */
  noun: string;
  lookup: { data?: Entity; isLoading: boolean; isError: boolean };
  /** The update call; its failure stays on the form with what was typed. */
  save: (body: Body) => Promise<unknown>;
  /** The entity's own page, where a save or Cancel returns to. */
  returnTo: string;
  form: (entity: Entity, actions: EditFormActions<Body>) => ReactNode;
}

const capitalised = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

/** A page that edits one stored thing: its form starts from the stored values once they have loaded. */
export function EditEntityPage<Entity, Body>({
  noun,
  lookup,
  save,
  returnTo,
  form,
}: EditEntityPageProps<Entity, Body>) {
  const navigate = useNavigate();
  const onSave = async (body: Body) => {
    const outcome = await saveOutcome(() => save(body), `Failed to update ${noun}`);
    if (!outcome) {
      toaster.create({ type: 'success', title: `${capitalised(noun)} saved.` });
      navigate(returnTo);
    }
    return outcome;
  };

  return (
    <Stack gap="6">
      <PageHeader title={`Edit ${capitalised(noun)}`} />
      {lookup.isLoading && <LoadingSpinner label={`Loading the ${noun}…`} />}
      {lookup.isError && <LoadFailedAlert message={`Failed to load the ${noun}`} />}
      {lookup.data && form(lookup.data, { onSave, onCancel: () => navigate(returnTo) })}
    </Stack>
  );
}
