import { Button, Flex } from '@chakra-ui/react';
import { LOG_CATEGORIES, LOG_LEVELS, LOG_SERVICES } from '../../../../shared/contract';
import { LabelledSelect } from '../../../components/labelled-select';
import { TypedFilter } from '../../../components/typed-filter';
import type { LogFilterState } from '../log-filter-state';
import { categoryLabel, levelLabel, serviceLabel } from './log-labels';
import { TimeRangeFilter } from './time-range-filter';

const LEVEL_OPTIONS = [
  { value: '', label: 'All levels' },
  ...LOG_LEVELS.map((value) => ({ value, label: levelLabel(value) })),
];
const CATEGORY_OPTIONS = [
  { value: '', label: 'All categories' },
  ...LOG_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) })),
];
const SERVICE_OPTIONS = [
  { value: '', label: 'Browser and server' },
  ...LOG_SERVICES.map((value) => ({ value, label: serviceLabel(value) })),
];

interface LogFiltersProps {
  filters: LogFilterState;
  onChange: (changes: Partial<LogFilterState>) => void;
}

/** Level, category, service, user, text and time range; each change asks the server again. */
export function LogFilters({ filters, onChange }: LogFiltersProps) {
  return (
    <Flex role="search" gap="4" wrap="wrap" align="flex-end" aria-label="Filter log records">
      <LabelledSelect
        label="Level"
        name="level"
        value={filters.level}
        options={LEVEL_OPTIONS}
        onChange={(level) => onChange({ level: level as LogFilterState['level'] })}
      />
      <LabelledSelect
        label="Category"
        name="category"
        value={filters.category}
        options={CATEGORY_OPTIONS}
        onChange={(category) => onChange({ category: category as LogFilterState['category'] })}
      />
      <LabelledSelect
        label="Service"
        name="service"
        value={filters.service}
        options={SERVICE_OPTIONS}
        onChange={(service) => onChange({ service: service as LogFilterState['service'] })}
      />
      <TypedFilter
        label="User"
        name="user"
        placeholder="Username or id"
        value={filters.user}
        onChange={(user) => onChange({ user })}
      />
      <TypedFilter
        label="Search"
        name="q"
        placeholder="Message or endpoint"
        value={filters.q}
        onChange={(q) => onChange({ q })}
      />
      <TimeRangeFilter from={filters.from} to={filters.to} onChange={onChange} />
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onChange({ level: '', category: '', service: '', user: '', q: '', from: '', to: '' })}
      >
        Clear filters
      </Button>
    </Flex>
  );
}
