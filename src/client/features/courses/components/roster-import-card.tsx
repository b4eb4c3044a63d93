import { Alert, Button, Field, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { type ChangeEvent, useId, useState } from 'react';
import type { RosterResult } from '../../../../shared/contract';
import { ROSTER_MAX_CHARACTERS, ROSTER_MAX_ROWS, rosterSummary } from '../../../../shared/rules/roster';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { SectionCard } from '../../../components/section-card';
import { errorMessage, type QueryError } from '../../../lib/api-error-message';
import { useGetCourseQuery, useImportRosterMutation } from '../courses-api';
import { mayEditCourse } from '../staff-rules';

/** What is wrong with a list before it is sent, in the server's words; null when it may go. */
export function rosterProblem(csv: string): string | null {
  if (!csv.trim()) return 'Paste the class list or choose a CSV file first.';
  if (csv.length > ROSTER_MAX_CHARACTERS)
    return `The list is longer than ${ROSTER_MAX_CHARACTERS.toLocaleString('en')} characters. Import it in parts.`;
  // A header row may come on top of the students.
  const rows = csv.split(/\r?\n/).filter((line) => line.trim()).length;
  if (rows > ROSTER_MAX_ROWS + 1)
    return `A class list may have at most ${ROSTER_MAX_ROWS} students; this one has ${rows} lines.`;
  return null;
}

/**
 * A class list pasted or read from a CSV file (e-mail address, then name, a student a line): students
 * with accounts are enrolled, new addresses invited by e-mail. The list stays in the box until it has
 * been imported without a problem, so a failure or a wrong line costs nothing to put right.
 */
export function RosterImportCard({ id }: { id: number }) {
  const { data: course } = useGetCourseQuery(id);
  // An assistant the course does not let change it has no class list to bring in.
  if (!course || !mayEditCourse(course)) return null;
  return <RosterImportForm id={id} />;
}

function RosterImportForm({ id }: { id: number }) {
  const fileInputId = useId();
  const [csv, setCsv] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<RosterResult | null>(null);
  const [importRoster, { isLoading }] = useImportRosterMutation();

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Read no further than a list could be: a photo chosen by mistake is refused unread.
    if (file.size > ROSTER_MAX_CHARACTERS * 4) {
      setProblem(`“${file.name}” is too large for a class list. Choose the CSV file of the list.`);
      return;
    }
    setCsv(await file.text());
    setProblem(null);
    setResult(null);
  };

  const submit = async () => {
    const before = rosterProblem(csv);
    setProblem(before);
    if (before) return;
    setResult(null);
    const answer = await importRoster({ id, csv });
    if ('error' in answer) {
      setProblem(errorMessage(answer.error as QueryError, 'error', 'The class list could not be imported.'));
      return;
    }
    setResult(answer.data);
    if (answer.data.errors.length === 0) setCsv('');
  };

  return (
    <SectionCard
      headingId="roster-heading"
      title="Import a class list"
      header={
        <Text color="fg.muted">
          One student a line: e-mail address, then name. Students who have an account are enrolled; new
          addresses get an e-mail inviting them to choose a password.
        </Text>
      }
    >
      <Stack gap="4">
        <Field.Root invalid={Boolean(problem)}>
          <Field.Label>Class list (CSV)</Field.Label>
          <Textarea
            name="roster"
            value={csv}
            rows={6}
            fontFamily="mono"
            placeholder={'maya.okafor@school.edu, Maya Okafor\ndev.patel@school.edu, Dev Patel'}
            onChange={(event) => {
              setCsv(event.target.value);
              setProblem(null);
            }}
          />
          <Field.HelperText>
            A header row is fine. At most {ROSTER_MAX_ROWS.toLocaleString('en')} students at a time.
          </Field.HelperText>
        </Field.Root>
        <Stack gap="1.5">
          <Text asChild textStyle="sm" fontWeight="medium">
            <label htmlFor={fileInputId}>Or read a CSV file into the box</label>
          </Text>
          <input id={fileInputId} type="file" accept=".csv,text/csv,text/plain" onChange={readFile} />
        </Stack>
        <FormErrorAlert message={problem} />
        <HStack>
          <Button onClick={submit} loading={isLoading} loadingText="Importing…">
            Import class list
          </Button>
        </HStack>
        {result && <RosterOutcome result={result} />}
      </Stack>
    </SectionCard>
  );
}

function RosterOutcome({ result }: { result: RosterResult }) {
  const failed = result.errors.length;
  return (
    <Alert.Root status={failed ? 'warning' : 'success'} role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{rosterSummary(result)}.</Alert.Title>
        {failed > 0 && (
          <Alert.Description>
            <Text>
              {failed === 1 ? 'One line was' : `${failed} lines were`} not imported; correct{' '}
              {failed === 1 ? 'it' : 'them'} in the box and import again:
            </Text>
            <List.Root as="ul" paddingInlineStart="5" marginTop="1">
              {result.errors.map((error) => (
                <List.Item key={error.line} overflowWrap="anywhere">
                  Line {error.line}: {error.message}
                </List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
