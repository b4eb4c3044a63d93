import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { QueryError } from '../lib/api-error-message';
import { type SaveOutcome, saveOutcome } from '../lib/save-outcome';
import { capitalised } from '../lib/wording';
import { toaster } from './app-toaster';
import { LoadingSpinner } from './loading-spinner';
import { PageHeader } from './page-header';
import { LoadFailedAlert } from './query-states';
import { UnlessMissing } from './unless-missing';

/** What the page hands its form: the save, and Cancel, both of which go back to the entity's page. */
export interface EditFormActions<Body> {
  onSave: (body: Body) => Promise<SaveOutcome>;
  onCancel: () => void;
}

interface EditEntityPageProps<Entity, Body> {
  /** How the page names what it edits: "course" reads "Edit Course", "Loading the course…", "Course saved.". */
  noun: string;
  lookup: { data?: Entity; isLoading: boolean; isError: boolean; error?: QueryError };
  /** The update call; its failure stays on the form with what was typed. */
  save: (body: Body) => Promise<unknown>;
  /** The entity's own page, where a save or Cancel returns to. */
  returnTo: string;
  /** Where to go instead when the entity is not there for this reader (deleted, or another instructor's). */
  whenMissing: { backLabel: string; backTo: string };
  form: (entity: Entity, actions: EditFormActions<Body>) => ReactNode;
}

/** A page that edits one stored thing: its form starts from the stored values once they have loaded. */
export function EditEntityPage<Entity, Body>({
  noun,
  lookup,
  save,
  returnTo,
  whenMissing,
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
    <UnlessMissing error={lookup.error} title={`${capitalised(noun)} not found`} {...whenMissing}>
      <Stack gap="6">
        <PageHeader title={`Edit ${capitalised(noun)}`} />
        {lookup.isLoading && <LoadingSpinner label={`Loading the ${noun}…`} />}
        {lookup.isError && <LoadFailedAlert message={`Failed to load the ${noun}`} />}
        {lookup.data && form(lookup.data, { onSave, onCancel: () => navigate(returnTo) })}
      </Stack>
    </UnlessMissing>
  );
}
