import { Card, Grid, GridItem, Stack } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import type { FeedbackItem } from '../../../../shared/contract/feedback';
import { EssayPane } from '../essay-pane';
import { buildViewerModel } from '../viewer-model';
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
  items: FeedbackItem[];
  grade: number | null;
  wordCount: number;
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

/**
 * Section 2's essay feedback viewer: the essay with numbered highlights, and beside it the counts, the
 * category filter and the comments. A highlight opens its comment; 'Show in Essay' finds its highlight.
 */
export function EssayFeedbackViewer(props: EssayFeedbackViewerProps) {
  const { html, text, items, grade, wordCount, essayOnly = false } = props;
  const model = useMemo(() => buildViewerModel(text, items), [text, items]);
  const [filter, setFilter] = useState<string | null>(null);
  const [open, setOpen] = useState<string[]>([]);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [shown, setShown] = useState<Request | null>(null);
  const [revealed, setRevealed] = useState<Request | null>(null);
  const visible = filter ? model.items.filter((item) => item.viewerCategory === filter) : model.items;

  // After a highlight opened its comment, bring the comment into view and give it the focus.
  useEffect(() => {
    if (!revealed) return;
    const entry = document.querySelector(entrySelector(revealed.id));
    entry?.scrollIntoView({ block: 'nearest' });
    entry?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, [revealed]);

  const openComment = (id: number) => {
    const item = model.items.find((candidate) => candidate.id === id);
    if (!item) return;
    if (filter && item.viewerCategory !== filter) setFilter(null);
    setOpen((values) => (values.includes(String(id)) ? values : [...values, String(id)]));
    setSidebarOpen(true);
    setRevealed((last) => ({ id, key: (last?.key ?? 0) + 1 }));
  };

  return (
    <Stack gap="4">
      <ViewerToolbar
        grade={grade}
        commentCount={model.items.length}
        wordCount={wordCount}
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
                onHighlightClick={openComment}
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
                onOpenChange={setOpen}
                onShowInEssay={(id) => setShown((last) => ({ id, key: (last?.key ?? 0) + 1 }))}
              />
            </Stack>
          )}
        </GridItem>
      </Grid>
    </Stack>
  );
}
