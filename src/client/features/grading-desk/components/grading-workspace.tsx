import { Box, Grid, Stack, Tabs, Text, useBreakpointValue } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ItemDecision } from '../../../../shared/contract';
import { RestoredDraftNotice } from '../../../components/restored-draft-notice';
import { carriedCommentElementId } from '../../essay-viewer';
import { isDrafting } from '../draft-progress';
import type { GradingViews } from '../essay-view';
import { type GradingDetail, selectFeedbackItems } from '../grading-detail';
import { rejectedHighlightStyles } from '../item-decisions';
import { reviewStateOf } from '../review-state';
import { useSessionNumbers } from '../session-numbers';
import type { GradingDraftControls } from '../use-grading-draft';
import { useGradingShortcuts } from '../use-grading-shortcuts';
import { DraftProgressNotice } from './draft-progress-notice';
import { FeedbackItemsPanel } from './feedback-items-panel';
import { GradingHeader } from './grading-header';
import { RegenerateDraftButton } from './regenerate-draft-button';
import { RevisionPanel, standingCarriedItems } from './revision-panel';
import { ShortcutsDialog } from './shortcuts-dialog';
import { NEXT_SUBMISSION_LINK } from './submission-stepper';
import { SUMMARY_FORM_ID, SummaryEditor } from './summary-editor';
import { useItemDecisions } from './use-item-decisions';
import { useItemEditing } from './use-item-editing';
import { MANUAL_COMMENT_FORM_ID, useManualComment } from './use-manual-comment';
import { useSubmissionSteps } from './use-submission-steps';
import { useSummaryForm } from './use-summary-form';

type GradingTab = 'essay' | 'comments' | 'grade' | 'versions';

/**
 * Each side scrolls on its own and stays on screen (below the header), so the essay is beside every
 * comment however far down the list the instructor is.
 */
const SIDE_BY_SIDE_PANE = {
  position: 'sticky',
  top: '4',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
} as const;

/**
 * From `xl` the essay keeps a readable measure (about 70 characters a line in its type) and the panel
 * takes the rest of the window: the screen leaves the page's centred column for the window's width, less
 * a margin that also covers a scrollbar, so nothing scrolls sideways.
 */
const ESSAY_MEASURE = '33rem';
const FULL_WIDTH = {
  width: { xl: 'min(100vw - 4rem, 104rem)' },
  marginInlineStart: { xl: 'calc(50% - min(50vw - 2rem, 52rem))' },
} as const;

interface GradingWorkspaceProps {
  detail: GradingDetail;
  draft: GradingDraftControls;
  views: GradingViews;
}

/**
 * The essay beside its comments on wide screens (section 2: 7 and 5 columns; from `xl` the essay at
 * its measure and the panel the rest), with the grade and summary a tab away from the comments; on a
 * phone, Essay, Comments and Grade are three tabs.
 */
export function GradingWorkspace({ detail, draft, views }: GradingWorkspaceProps) {
  const submission = { assignmentId: detail.assignment_id, submissionId: detail.id };
  const drafting = isDrafting(detail.draft_status);
  const items = selectFeedbackItems(detail.feedback_items);
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? true;
  // A phone opens on the essay itself; a wide screen shows it anyway, beside the comments.
  const [tab, setTab] = useState<GradingTab>(wide ? 'comments' : 'essay');
  const sidePane = useRef<HTMLDivElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [activeItemId, setActiveItemId] = useState<number | null>(null);
  const [pulseKey, setPulseKey] = useState(0);
  const [reveal, setReveal] = useState<{ id: number; at: number } | null>(null);
  const steps = useSubmissionSteps(detail.assignment_id, detail.id);
  const numberOf = useSessionNumbers(items);
  const decisions = useItemDecisions(submission, items, numberOf);
  const editing = useItemEditing({
    submission,
    items,
    stored: draft.stored,
    keep: draft.keep,
    announce: decisions.announce,
  });
  const manual = useManualComment({
    submission,
    stored: draft.stored,
    keep: draft.keep,
    // The new comment is shown where it lands in the list, with its own number; the others keep theirs.
    onAdded: (id) => {
      setActiveItemId(id);
      requestAnimationFrame(() => setReveal((before) => ({ id, at: (before?.at ?? 0) + 1 })));
    },
  });
  const { EssayView, categoryColour } = views;
  // The student can answer a comment once they have read it: accepted, on a released review.
  const released = reviewStateOf(detail) === 'released';
  const threadOf = (item: { id: number; decision: ItemDecision }) => {
    const count = detail.reply_counts.find((entry) => entry.item_id === item.id);
    if (!count && !(released && item.decision === 'accepted')) return undefined;
    return { itemId: item.id, replies: count?.replies ?? 0, unread: count?.unread ?? 0 };
  };
  const shownTab = wide && tab === 'essay' ? 'comments' : tab;
  // Comments of the version before still standing on unchanged text are drawn on the essay too, apart
  // from this version's; choosing one opens it on the Versions tab.
  const standingCarried = standingCarriedItems(detail);
  const showCarried = (carriedId: number) => {
    setTab('versions');
    requestAnimationFrame(() => {
      const entry = document.getElementById(carriedCommentElementId(carriedId));
      entry?.scrollIntoView({ block: 'nearest' });
      entry?.focus();
    });
  };

  // The review being written lives here, above the layout: a change of width redraws the Grade tab
  // without losing a level, a grade or a line.
  const summaryForm = useSummaryForm(detail, draft);

  /** Marks the comment active, scrolls the essay to its highlight and brings its card into view. */
  const selectComment = (id: number) => {
    setActiveItemId(id);
    setPulseKey((key) => key + 1);
    setReveal((before) => ({ id, at: (before?.at ?? 0) + 1 }));
  };
  const step = (by: 1 | -1) => {
    if (items.length === 0) return;
    const at = items.findIndex((item) => item.id === activeItemId);
    const to = at < 0 ? (by > 0 ? 0 : items.length - 1) : Math.min(items.length - 1, Math.max(0, at + by));
    setTab('comments');
    selectComment(items[to].id);
  };
  const activeItem = items.find((item) => item.id === activeItemId);
  const needsSelection = () =>
    decisions.announce('Choose a comment first: J for the next, K for the previous.');
  // The next comment at once, as the key is pressed: waiting for the server's answer would let a slow
  // answer move the focus after the instructor has gone on (to the grade, or further down the list).
  // A refused decision is announced and leaves its comment pending.
  const decideAndMove = (decision: ItemDecision) => {
    if (!activeItem) return needsSelection();
    void decisions.decide(activeItem, decision);
    step(1);
  };
  const commentOnSelection = () => {
    const form = document.getElementById(MANUAL_COMMENT_FORM_ID);
    if (!form) return decisions.announce('Select text in the essay first, then press C.');
    if (!wide) setTab('essay');
    form.querySelector<HTMLElement>('select, textarea, input')?.focus();
  };
  // G: once the Grade tab shows, the focus goes to its first field (a rubric's first level, else the grade).
  const [focusGrade, setFocusGrade] = useState(0);
  useEffect(() => {
    if (focusGrade === 0) return;
    const first = document.querySelector<HTMLElement>(
      `#${SUMMARY_FORM_ID} input:not([disabled]), #${SUMMARY_FORM_ID} textarea`,
    );
    // The tab's panel shows a frame after it is chosen; until then the field cannot take the focus.
    const frame = requestAnimationFrame(() => first?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusGrade]);

  useGradingShortcuts({
    nextComment: () => step(1),
    previousComment: () => step(-1),
    accept: () => decideAndMove('accepted'),
    reject: () => decideAndMove('rejected'),
    edit: () => {
      if (!activeItem) return needsSelection();
      setTab('comments');
      editing.open(activeItem);
    },
    comment: commentOnSelection,
    nextSubmission: () => {
      const next = document.getElementById(NEXT_SUBMISSION_LINK);
      if (next) next.click();
      else decisions.announce('This is the last submission.');
    },
    grade: () => {
      setTab('grade');
      setFocusGrade((count) => count + 1);
    },
    help: () => setHelpOpen(true),
  });

  const regenerate = (
    <RegenerateDraftButton
      submission={submission}
      items={items}
      disabled={drafting}
      onStarted={() => setActiveItemId(null)}
    />
  );

  const essay = (
    <Stack gap="2" css={rejectedHighlightStyles(items)}>
      <EssayView
        html={detail.content}
        items={[...items.map((item) => ({ ...item, number: numberOf(item.id) })), ...standingCarried]}
        label={`Essay by ${detail.student_name}`}
        activeItemId={activeItemId}
        pulseKey={pulseKey}
        onHighlightClick={(id) => {
          if (id < 0) return showCarried(-id);
          setTab('comments');
          setActiveItemId(id);
          setReveal((before) => ({ id, at: (before?.at ?? 0) + 1 }));
        }}
        onSelectText={manual.onSelectText}
      />
      <Text textStyle="sm" color="fg.muted">
        Select text in the essay to add your own comment on it. Press ? for keyboard shortcuts.
      </Text>
      {!wide && manual.form}
    </Stack>
  );
  const comments = (
    <Stack gap="6">
      {wide && manual.form}
      <FeedbackItemsPanel
        items={items}
        activeItemId={activeItemId}
        onActivate={(id) => {
          if (!wide) setTab('essay');
          setActiveItemId(id);
          setPulseKey((key) => key + 1);
        }}
        reveal={reveal}
        categoryColour={categoryColour}
        decisions={decisions}
        editing={editing}
        threadOf={threadOf}
      />
    </Stack>
  );
  const grade = (
    <SummaryEditor
      detail={detail}
      form={summaryForm}
      drafting={drafting}
      regenerate={
        detail.draft_status === 'failed' || reviewStateOf(detail) === 'released' ? null : regenerate
      }
    />
  );
  // An essay with more than one version has them, and the comments carried between them, a tab away.
  const revisionTab: [GradingTab, string, ReactNode][] =
    detail.versions.length > 1
      ? [['versions', 'Versions', <RevisionPanel key="versions" detail={detail} />]]
      : [];
  const tabs = (choices: [GradingTab, string, ReactNode][]) => (
    <Tabs.Root
      value={shownTab}
      onValueChange={(details) => {
        setTab(details.value as GradingTab);
        // Another tab starts at its top, not where the list before it was scrolled to.
        if (sidePane.current) sidePane.current.scrollTop = 0;
      }}
      variant="line"
      lazyMount={false}
    >
      <Tabs.List position="sticky" top="0" zIndex="1" bg="bg">
        {choices.map(([value, label]) => (
          <Tabs.Trigger key={value} value={value}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {choices.map(([value, , content]) => (
        <Tabs.Content key={value} value={value}>
          {content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );

  return (
    <Stack gap="6" {...FULL_WIDTH}>
      <GradingHeader detail={detail} steps={steps} />
      {draft.restored && <RestoredDraftNotice onDiscard={draft.discard} onDismiss={draft.dismiss} />}
      <DraftProgressNotice detail={detail} regenerate={regenerate} />
      {wide ? (
        <Grid
          templateColumns={{ base: 'minmax(0, 7fr) minmax(0, 5fr)', xl: `${ESSAY_MEASURE} minmax(0, 1fr)` }}
          gap={{ base: '6', xl: '8' }}
          alignItems="start"
        >
          <Box {...SIDE_BY_SIDE_PANE}>{essay}</Box>
          <Box {...SIDE_BY_SIDE_PANE} paddingInlineEnd="1" ref={sidePane}>
            {tabs([['comments', 'Comments', comments], ['grade', 'Grade', grade], ...revisionTab])}
          </Box>
        </Grid>
      ) : (
        tabs([
          ['essay', 'Essay', essay],
          ['comments', 'Comments', comments],
          ['grade', 'Grade', grade],
          ...revisionTab,
        ])
      )}
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Stack>
  );
}
