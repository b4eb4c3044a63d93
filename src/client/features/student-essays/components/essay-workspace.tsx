import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { StudentAssignment } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { type EditorPassage, RichTextEditor } from '../../../components/rich-text-editor';
import { paths } from '../../../lib/paths';
import { essayWordCount, wordCountReport } from '../essay-words';
import { useEssayDraft } from '../use-essay-draft';
import { useEssaySubmit } from '../use-essay-submit';
import { DraftConflictAlert } from './draft-conflict-alert';
import { DraftHistoryDialog } from './draft-history-dialog';
import { DraftStatus } from './draft-status';
import { SubmitEssayDialog } from './submit-essay-dialog';
import { SubmitFailureAlert } from './submit-failure-alert';
import { WordCountStatus } from './word-count-status';

interface EssayWorkspaceProps {
  assignment: StudentAssignment;
  /** While revising: the passages of the released comments, marked in the editor. */
  passages?: readonly EditorPassage[];
}

/** Writing the essay: the editor, its live word count, the autosaved draft and the submit. */
export function EssayWorkspace({ assignment, passages }: EssayWorkspaceProps) {
  const navigate = useNavigate();
  const earlier = assignment.latest_submission;
  const draft = useEssayDraft(assignment.id, {
    html: earlier?.content_html ?? '',
    at: earlier?.submitted_at ?? null,
  });
  const [confirming, setConfirming] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { submit, sending, failure } = useEssaySubmit(assignment.id, () => {
    draft.forget();
    toaster.create({ type: 'success', title: 'Essay submitted.' });
    navigate(paths.assignmentReview(assignment.id));
  });
  const count = useMemo(() => essayWordCount(draft.html), [draft.html]);
  const report = wordCountReport(count, assignment.min_words, assignment.max_words);
  // A submit interrupted by a reload left its key with this very text: offer to finish it.
  const interrupted = Boolean(draft.restored?.submitKey && draft.restored.html === draft.html);

  const send = async () => {
    draft.flush();
    await submit(draft.html);
    setConfirming(false);
  };

  return (
    <Stack as="section" aria-label="Essay editor" gap="3">
      <RichTextEditor
        id="essay-editor"
        label="Your essay"
        value={draft.html}
        onChange={(html) => draft.change(html)}
        disabled={sending}
        minHeight="20rem"
        passages={passages}
      />
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <WordCountStatus report={report} />
        <HStack gap="2" wrap="wrap">
          <DraftStatus
            place={draft.place}
            savedAt={draft.savedAt}
            restoredFrom={draft.restored?.savedAt ?? null}
          />
          <Button size="xs" variant="ghost" onClick={() => setHistoryOpen(true)}>
            Earlier drafts
          </Button>
        </HStack>
      </Flex>
      {draft.place.kind === 'conflict' && (
        <DraftConflictAlert
          theirs={draft.place.theirs}
          mineHtml={draft.html}
          onKeepMine={() => draft.resolve('mine')}
          onUseTheirs={() => draft.resolve('theirs')}
        />
      )}
      {failure ? (
        <SubmitFailureAlert failure={failure} sending={sending} onRetry={send} />
      ) : (
        interrupted && (
          <SubmitFailureAlert
            failure={{
              message: 'Your last submit did not finish. Your draft is saved on this device.',
              retryable: true,
            }}
            sending={sending}
            onRetry={send}
          />
        )
      )}
      <Flex align="center" gap="3" wrap="wrap">
        <Button
          onClick={() => setConfirming(true)}
          disabled={Boolean(report.blockedReason) || sending}
          aria-describedby={report.blockedReason ? 'essay-submit-blocked' : undefined}
        >
          Submit essay
        </Button>
        {report.blockedReason && (
          <Text id="essay-submit-blocked" textStyle="sm" color="fg.muted">
            {report.blockedReason}
          </Text>
        )}
      </Flex>
      <DraftHistoryDialog
        assignmentId={assignment.id}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        onRestore={(html) => draft.change(html)}
      />
      <SubmitEssayDialog
        open={confirming}
        countText={report.countText}
        earlier={earlier}
        sending={sending}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
