import { toaster } from '../../../components/app-toaster';
import { FormShell } from '../../../components/form-shell';
import { SectionCard } from '../../../components/section-card';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { useValidatedForm } from '../../../components/use-validated-form';
import { saveOutcome } from '../../../lib/save-outcome';
import { useCreateLtiPlatformMutation } from '../lti-api';
import { EMPTY_PLATFORM, platformBodyOf, platformProblems } from '../platform-form';

/** The values the LMS shows once Margin is added to it, entered here so that it may launch Margin. */
export function RegisterPlatformForm() {
  const form = useValidatedForm(EMPTY_PLATFORM, platformProblems);
  const [createPlatform] = useCreateLtiPlatformMutation();

  const register = async () => {
    const body = platformBodyOf(form.values);
    const outcome = await saveOutcome(
      () => createPlatform(body).unwrap(),
      'The LMS could not be registered.',
    );
    if (outcome) return outcome;
    form.reset();
    toaster.create({ type: 'success', title: `${body.issuer} is registered.` });
    return null;
  };

  return (
    <SectionCard headingId="lti-register-heading" title="Register an LMS">
      <FormShell label="Register an LMS" submitLabel="Register LMS" {...form.shell(register)}>
        <TextField
          label="Issuer"
          helperText="The LMS's own address, e.g. https://lms.school.edu"
          {...form.field('issuer')}
        />
        <TextField label="Client id" helperText="The id the LMS gave Margin." {...form.field('client_id')} />
        <TextareaField
          label="Deployment ids"
          helperText="One per line, or separated by commas."
          {...form.field('deployment_ids')}
        />
        <TextField label="Authorization (login) URL" type="text" {...form.field('auth_login_url')} />
        <TextField label="Token URL" {...form.field('auth_token_url')} />
        <TextField label="Key set URL" helperText="The LMS's JWKS address." {...form.field('jwks_url')} />
        <TextareaField
          label="Other addresses that show Margin"
          helperText="Only for an LMS whose course pages are on another address than its issuer and login URL, as Canvas's are (https://school.instructure.com). One per line."
          {...form.field('frame_origins')}
        />
      </FormShell>
    </SectionCard>
  );
}
