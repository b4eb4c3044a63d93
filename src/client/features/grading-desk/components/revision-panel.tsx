import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { versionBefore } from '../../../../shared/rules/revisions';
import { paths } from '../../../lib/paths';
import {
  CarriedComments,
  commentsOnText,
  DraftComparison,
  paneItemOf,
  previousVersionOf,
  VersionScores,
} from '../../essay-viewer';
import { ThreadToggle } from '../../replies';
import type { EssayViewItem } from '../essay-view';
import type { GradingDetail } from '../grading-detail';
import { CarriedStatusActions } from './carried-status-actions';

/**
 * The carried comments whose passage stands unchanged, to draw on the essay: negative ids keep them apart
 * from this version's comments, and each is marked with the version it was written on.
 */
export function standingCarriedItems(detail: GradingDetail): EssayViewItem[] {
  return commentsOnText([], detail.carried_items, previousVersionOf(detail)).map((item) =>
    paneItemOf({ ...item, carriedFrom: item.fromVersion }),
  );
}

/**
 * The revision loop on the grading screen: every version of this student's essay with its grade, and
 * the comments of the version before as they stand in this one (revised, still standing, not found).
 */
export function RevisionPanel({ detail }: { detail: GradingDetail }) {
  // The released version whose comments were carried, and the version just before, which is compared.
  const before = versionBefore(detail.versions, detail.version, (version) => version.released);
  const earlier = versionBefore(detail.versions, detail.version);
  const [comparing, setComparing] = useState(false);
  return (
    <Stack gap="5">
      <Stack as="section" aria-labelledby="versions-heading" gap="2">
        <Text as="h2" id="versions-heading" fontWeight="semibold">
          All versions
        </Text>
        <Stack as="ol" gap="1" listStyleType="none">
          {detail.versions.map((version) => (
            <HStack as="li" key={version.submission_id} gap="2" wrap="wrap">
              {version.submission_id === detail.id ? (
                <Text fontWeight="semibold" aria-current="page">
                  Version {version.version} (this one)
                </Text>
              ) : (
                <Link asChild colorPalette="blue">
                  <RouterLink to={paths.grading(detail.assignment_id, version.submission_id)}>
                    Version {version.version}
                  </RouterLink>
                </Link>
              )}
              <Badge colorPalette={version.released ? 'green' : 'gray'}>
                {version.released ? 'Released' : 'Not released'}
              </Badge>
              {version.grade != null && <Text textStyle="sm">Grade {version.grade}</Text>}
            </HStack>
          ))}
        </Stack>
      </Stack>
      <VersionScores versions={detail.versions} rubric={detail.rubric} />
      {earlier && (
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          aria-expanded={comparing}
          onClick={() => setComparing((open) => !open)}
        >
          {comparing ? 'Hide the changes' : `Show the changes from version ${earlier.version}`}
        </Button>
      )}
      {earlier && comparing && <DraftComparison submissionId={detail.id} against={earlier.submission_id} />}
      {detail.carried_items.length > 0 ? (
        <CarriedComments
          items={detail.carried_items}
          fromVersion={before?.version ?? detail.version - 1}
          actions={(item) => {
            const count = detail.reply_counts.find((entry) => entry.item_id === item.from_item_id);
            return (
              <>
                <CarriedStatusActions
                  item={item}
                  submission={{ assignmentId: detail.assignment_id, submissionId: detail.id }}
                />
                <ThreadToggle
                  reader="instructor"
                  thread={{
                    itemId: item.from_item_id,
                    replies: count?.replies ?? 0,
                    unread: count?.unread ?? 0,
                  }}
                />
              </>
            );
          }}
        />
      ) : (
        before && (
          <Text color="fg.muted">
            The comments of version {before.version} are placed in this version once its draft is ready.
          </Text>
        )
      )}
    </Stack>
  );
}
