import { Badge, Box, RadioCard } from '@chakra-ui/react';
import { useId } from 'react';
import type { RubricLevel } from '../../../../shared/contract';
import { pointsLabel } from '../../../../shared/rules/rubric-grade';

interface LevelChoiceProps {
  level: RubricLevel;
  suggested: boolean;
  /** A cell of the rubric grid: name and points on lines of their own, the description cut short. */
  cell: boolean;
  /** Chosen: its description shows whole. */
  chosen: boolean;
  /** The chosen level tapped again: the criterion folds without a change. */
  onChosenAgain?: () => void;
}

/**
 * One level of a criterion. Its name reads "Proficient · 3 points" (and "· suggested"), the
 * description is read after it; chosen, it has a thick border and a filled mark, not only a colour.
 */
export function LevelChoice({ level, suggested, cell, chosen, onChosenAgain }: LevelChoiceProps) {
  const descriptionId = useId();
  return (
    <RadioCard.Item
      value={String(level.id)}
      minWidth="0"
      onClick={onChosenAgain}
      _checked={{
        borderColor: 'colorPalette.solid',
        outline: '1px solid',
        outlineColor: 'colorPalette.solid',
      }}
    >
      <RadioCard.ItemHiddenInput aria-describedby={level.description ? descriptionId : undefined} />
      <RadioCard.ItemControl {...(cell ? { padding: '2.5', gap: '1' } : {})}>
        <RadioCard.ItemContent minWidth="0">
          <RadioCard.ItemText hyphens="auto" overflowWrap="break-word">
            <Box as="span" display={cell ? 'block' : 'inline'} fontWeight="semibold">
              {level.title}
            </Box>
            <Box as="span" srOnly={cell}>
              {' · '}
            </Box>
            <Box as="span" display={cell ? 'block' : 'inline'} color={cell ? 'fg.muted' : undefined}>
              {pointsLabel(level.points)}
            </Box>
            {suggested && (
              <>
                <Box as="span" srOnly>
                  {' · suggested'}
                </Box>
                <Badge
                  aria-hidden="true"
                  colorPalette="purple"
                  size="sm"
                  marginBlockStart="1"
                  {...(cell ? {} : { marginInlineStart: '2' })}
                >
                  Suggested
                </Badge>
              </>
            )}
          </RadioCard.ItemText>
          {level.description && (
            <RadioCard.ItemDescription
              id={descriptionId}
              title={cell && !chosen ? level.description : undefined}
              lineClamp={cell && !chosen ? 4 : undefined}
              opacity="1"
              color="fg.muted"
              hyphens="auto"
              overflowWrap="break-word"
            >
              {level.description}
            </RadioCard.ItemDescription>
          )}
        </RadioCard.ItemContent>
        <RadioCard.ItemIndicator />
      </RadioCard.ItemControl>
    </RadioCard.Item>
  );
}
