import { Card, Grid, GridItem, Stack } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { EssayPane } from '../essay-pane';
import type { ViewerItem } from '../viewer-model';
import { buildViewerModel } from '../viewer-model';
import { useViewerCategories } from '../viewer-palette';
import { CategoryFilter } from './category-filter';
import { FeedbackCounts } from './feedback-counts';
import { FeedbackEntries } from './feedback-entries';
import { entrySelector } from './feedback-entry';
import { PrintComments } from './print-comments';
import { ViewerToolbar } from './viewer-toolbar';

export interface EssayFeedbackViewerProps {
  /** The essay's HTML (`content`) and the plain text its offsets count in (`content_text`). */
  html: string;
  text: string;
  items: ViewerItem[];
  wordCount: number;
  /** The released final grade, for the toolbar's 'Grade: N/100' chip. */
  grade?: number | null;
  /**
   * Draws the toolbar and the essay alone, keeping the sidebar's column empty: the page's first paint
   * (feedback-detail.tsx). The comments then fill it without moving the essay.
   */
  essayOnly?: boolean;
}

interface Request {
  id: number;
  /** Grows with every request, so asking for the same comment twice still acts. */
  key: number;
}

/** Where the sidebar stands beside the essay (Chakra's lg breakpoint); below it, it follows the essay. */
const SIDE_BY_SIDE = '(min-width: 1024px)';
const sideBySide = () => typeof window.matchMedia === 'function' && window.matchMedia(SIDE_BY_SIDE).matches;

/**
 * Section 2's essay feedback viewer: the essay with numbered highlights, and beside it the counts, the
 * category filter and the comments, all open so a student reads them without a click. A highlight
 * brings its comments into view; 'Show in Essay' finds the highlight.
 */
export function EssayFeedbackViewer(props: EssayFeedbackViewerProps) {
  const { html, text, items, wordCount, grade = null, essayOnly = false } = props;
  const palette = useViewerCategories();
  const model = useMemo(() => buildViewerModel(text, items, palette), [text, items, palette]);
  const allIds = useMemo(() => model.items.map((item) => String(item.id)), [model]);
  const [filter, setFilter] = useState<string | null>(null);
  // Comments start open, and so do new ones (a revised release): the state is what the student closed.
  const [closed, setClosed] = useState<string[]>([]);
  const open = useMemo(() => allIds.filter((id) => !closed.includes(id)), [allIds, closed]);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [shown, setShown] = useState<Request | null>(null);
  const [revealed, setRevealed] = useState<Request | null>(null);
  const visible = filter ? model.items.filter((item) => item.viewerCategory === filter) : model.items;

  // After a highlight opened its comments, bring the first into view and give it the focus. On a phone
  // the comments follow the essay, so the comment comes to the top of the screen rather than its foot.
  useEffect(() => {
    if (!revealed) return;
    const entry = document.querySelector(entrySelector(revealed.id));
    entry?.scrollIntoView({ block: sideBySide() ? 'nearest' : 'start' });
    entry?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, [revealed]);

  // A highlight may carry several comments: its own and those whose words it already covers.
  const openComments = (highlightId: number) => {
    const comments = model.items.filter((item) => item.highlightId === highlightId);
    if (comments.length === 0) return;
    if (filter && !comments.some((item) => item.viewerCategory === filter)) setFilter(null);
    const ids = comments.map((item) => String(item.id));
    setClosed((values) => values.filter((id) => !ids.includes(id)));
    setSidebarOpen(true);
    setRevealed((last) => ({ id: comments[0].id, key: (last?.key ?? 0) + 1 }));
  };

  return (
    <Stack gap="4">
      <ViewerToolbar
        commentCount={model.items.length}
        wordCount={wordCount}
        grade={grade}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((value) => !value)}
      />
      {/* Section 2's layout: essay 7 columns and sidebar 5 on wide screens, both 12 on small ones. */}
      <Grid templateColumns="repeat(12, minmax(0, 1fr))" gap="6">
        <GridItem colSpan={{ base: 12, lg: 7 }} _print={{ gridColumn: '1 / -1' }}>
          <Card.Root _print={{ borderWidth: '0', boxShadow: 'none' }}>
            <Card.Body _print={{ padding: '0' }}>
              <EssayPane
                html={html}
                items={model.items}
                label="Your essay with feedback"
                activeItemId={shown?.id ?? null}
                pulseKey={shown?.key ?? 0}
                onHighlightClick={openComments}
                filterCategory={filter}
              />
            </Card.Body>
          </Card.Root>
          {!essayOnly && <PrintComments items={model.items} />}
        </GridItem>
        <GridItem
          id="feedback-sidebar"
          colSpan={{ base: 12, lg: 5 }}
          display={{ base: sidebarOpen ? 'block' : 'none', lg: 'block' }}
          _print={{ display: 'none' }}
        >
          {!essayOnly && (
            <Stack gap="4">
              <FeedbackCounts
                total={model.items.length}
                aiGenerated={model.aiGenerated}
                manual={model.manual}
              />
              <CategoryFilter counts={model.countsByCategory} selected={filter} onSelect={setFilter} />
              <FeedbackEntries
                items={visible}
                hasAny={model.items.length > 0}
                open={open}
                onOpenChange={(values) => setClosed(allIds.filter((id) => !values.includes(id)))}
                allOpen={visible.every((item) => !closed.includes(String(item.id)))}
                onOpenAll={(all) => setClosed(all ? [] : allIds)}
                onShowInEssay={(id) => setShown((last) => ({ id, key: (last?.key ?? 0) + 1 }))}
              />
            </Stack>
          )}
        </GridItem>
      </Grid>
    </Stack>
  );
}
