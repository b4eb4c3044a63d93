import { Badge } from '@chakra-ui/react';
import type { LogCategory, LogLevel, LogService } from '../../../../shared/contract';

const LEVELS: Record<LogLevel, { label: string; palette: string }> = {
  debug: { label: 'Debug', palette: 'gray' },
  info: { label: 'Info', palette: 'blue' },
  warning: { label: 'Warning', palette: 'orange' },
  error: { label: 'Error', palette: 'red' },
};

const CATEGORIES: Record<LogCategory, string> = {
  AUTH: 'Sign-in and accounts',
  COURSE_MANAGEMENT: 'Course management',
  ASSIGNMENT_MANAGEMENT: 'Assignment management',
  ERROR: 'Errors',
  PERFORMANCE: 'Performance',
  REQUEST: 'Server requests',
};

export const levelLabel = (level: LogLevel) => LEVELS[level].label;
export const categoryLabel = (category: string) => CATEGORIES[category as LogCategory] ?? category;
export const serviceLabel = (service: LogService) => (service === 'web' ? 'Browser (web)' : 'Server (api)');

/** The level as a coloured word, so a glance finds the errors and a screen reader reads the word. */
export function LogLevelBadge({ level }: { level: LogLevel }) {
  const { label, palette } = LEVELS[level];
  return (
    <Badge colorPalette={palette} variant={level === 'error' ? 'solid' : 'subtle'}>
      {label}
    </Badge>
  );
}
