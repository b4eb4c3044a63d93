import { Alert, Button, Field, HStack, Input, Link, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { JoinAnswer } from '../../../../shared/contract';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { joinCourseWithCode, joinSentence } from '../join-course';

interface JoinCodeFormProps {
  /** A code brought by a /join link; the person may still change it. */
  initialCode?: string;
}

/** A course code, typed as the instructor read it out (any case, with or without the dash). */
export function JoinCodeForm({ initialCode = '' }: JoinCodeFormProps) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState(initialCode);
  const [problem, setProblem] = useState<string | null>(null);
  const [joined, setJoined] = useState<JoinAnswer | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setProblem('Enter the code your instructor gave you.');
    setSending(true);
    const result = await dispatch(joinCourseWithCode(code));
    setSending(false);
    setProblem(result.ok ? null : result.message);
    setJoined(result.ok ? result.answer : null);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Join a course">
      <Stack gap="3">
        <Field.Root invalid={Boolean(problem)}>
          <Field.Label>Course code</Field.Label>
          <HStack gap="2" align="flex-start" wrap="wrap">
            <Input
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              width="16rem"
              maxW="100%"
              fontFamily="mono"
              letterSpacing="wider"
            />
            <Button type="submit" loading={sending} loadingText="Joining…">
              Join course
            </Button>
          </HStack>
          {!problem && <Field.HelperText>Eight letters and digits, like ABCD-EF23.</Field.HelperText>}
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
        {joined && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{joinSentence(joined)}</Alert.Title>
              {joined.outcome !== 'after_verification' && (
                <Alert.Description>
                  <Link asChild>
                    <RouterLink to={paths.studentCourse(joined.course_id)}>
                      Open {joined.course_title}
                    </RouterLink>
                  </Link>
                </Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </form>
  );
}
