import { Grid, GridItem, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { isDrafting } from '../draft-progress';
import type { GradingViews } from '../essay-view';
import { type GradingDetail, selectFeedbackItems } from '../grading-detail';
import { rejectedHighlightStyles } from '../item-decisions';
import type { GradingDraftControls } from '../use-grading-draft';
import { DraftProgressNotice } from './draft-progress-notice';
import { FeedbackItemsPanel } from './feedback-items-panel';
import { GradingHeader } from './grading-header';
import { RegenerateDraftButton } from './regenerate-draft-button';
import { RestoredDraftNotice } from './restored-draft-notice';
import { SummaryEditor } from './summary-editor';
import { useManualComment } from './use-manual-comment';

interface GradingWorkspaceProps {
  detail: GradingDetail;
  draft: GradingDraftControls;
  views: GradingViews;
}

/** The essay with its highlights beside the comments, and the summary and grade below. */
export function GradingWorkspace({ detail, draft, views }: GradingWorkspaceProps) {
  const submission = { assignmentId: detail.assignment_id, submissionId: detail.id };
  const drafting = isDrafting(detail.draft_status);
  const items = selectFeedbackItems(detail.feedback_items);
  const [activeItemId, setActiveItemId] = useState<number | null>(null);
  const [pulseKey, setPulseKey] = useState(0);
  const [reveal, setReveal] = useState<{ id: number; at: number } | null>(null);
  const manual = useManualComment({
    submission,
    stored: draft.stored,
    keep: draft.keep,
    onAdded: setActiveItemId,
  });
  const { EssayView, categoryColour } = views;

  // A finished draft brings a new summary; the editor starts again from it unless something was typed.
  const [summaryRound, setSummaryRound] = useState(0);
  const wasDrafting = useRef(drafting);
  useEffect(() => {
    if (wasDrafting.current && !drafting) setSummaryRound((round) => round + 1);
    wasDrafting.current = drafting;
  }, [drafting]);

  const regenerate = (
    <RegenerateDraftButton
      submission={submission}
      items={items}
      disabled={drafting}
      onStarted={() => setActiveItemId(null)}
    />
  );

  return (
    <Stack gap="6">
      <GradingHeader detail={detail} />
      {draft.restored && <RestoredDraftNotice onDiscard={draft.discard} onDismiss={draft.dismiss} />}
      <DraftProgressNotice detail={detail} regenerate={regenerate} />
      {/* Section 2's layout: essay 7 columns and sidebar 5 on wide screens, both 12 on small ones. */}
      <Grid templateColumns="repeat(12, minmax(0, 1fr))" gap="6">
        <GridItem colSpan={{ base: 12, lg: 7 }}>
          <Stack gap="2" css={rejectedHighlightStyles(items)}>
            <EssayView
              html={detail.content}
              items={items}
              label={`Essay by ${detail.student_name}`}
              activeItemId={activeItemId}
              pulseKey={pulseKey}
              onHighlightClick={(id) => {
                setActiveItemId(id);
                setReveal((before) => ({ id, at: (before?.at ?? 0) + 1 }));
              }}
              onSelectText={manual.onSelectText}
            />
            <Text textStyle="sm" color="fg.muted">
              Select text in the essay to add your own comment on it.
            </Text>
          </Stack>
        </GridItem>
        <GridItem colSpan={{ base: 12, lg: 5 }}>
          <Stack gap="6">
            {manual.form}
            <FeedbackItemsPanel
              submission={submission}
              items={items}
              activeItemId={activeItemId}
              onActivate={(id) => {
                setActiveItemId(id);
                setPulseKey((key) => key + 1);
              }}
              reveal={reveal}
              categoryColour={categoryColour}
              stored={draft.stored}
              keep={draft.keep}
            />
          </Stack>
        </GridItem>
      </Grid>
      <SummaryEditor
        key={summaryRound}
        detail={detail}
        stored={draft.stored}
        keep={draft.keep}
        drafting={drafting}
        regenerate={detail.draft_status === 'failed' ? null : regenerate}
      />
    </Stack>
  );
}
