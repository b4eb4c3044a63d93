import { Button, Switch } from '@chakra-ui/react';
import { LOG_CATEGORIES, LOG_SERVICES } from '../../../../shared/contract';
import { FilterBar, filterBinder } from '../../../components/filter-bar';
import { LabelledSelect } from '../../../components/labelled-select';
import { TypedFilter } from '../../../components/typed-filter';
import { type LogFilterState, levelsShown } from '../log-filter-state';
import { categoryLabel, levelLabel, serviceLabel } from './log-labels';
import { TimeRangeFilter } from './time-range-filter';

const levelOptions = (everyCall: boolean) => [
  { value: '', label: everyCall ? 'All levels' : 'Warnings and errors' },
  ...levelsShown(everyCall).map((value) => ({ value, label: levelLabel(value) })),
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

/**
 * Whether every call's record is shown, then level, category, service, user, text and time range; each
 * change asks the server again. Hiding the routine records again drops a routine level chosen meanwhile.
 */
export function LogFilters({ filters, onChange }: LogFiltersProps) {
  const showEveryCall = (everyCall: boolean) =>
    onChange(
      everyCall || levelsShown(false).some((level) => level === filters.level)
        ? { everyCall }
        : { everyCall, level: '' },
    );
  const bind = filterBinder(filters, onChange);
  return (
    <FilterBar label="Filter log records">
      <Switch.Root
        checked={filters.everyCall}
        onCheckedChange={(details) => showEveryCall(details.checked)}
        alignSelf="center"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Show every call</Switch.Label>
      </Switch.Root>
      <LabelledSelect label="Level" options={levelOptions(filters.everyCall)} {...bind('level')} />
      <LabelledSelect label="Category" options={CATEGORY_OPTIONS} {...bind('category')} />
      <LabelledSelect label="Service" options={SERVICE_OPTIONS} {...bind('service')} />
      <TypedFilter label="User" placeholder="Username or id" {...bind('user')} />
      <TypedFilter label="Search" placeholder="Message or endpoint" {...bind('q')} />
      <TimeRangeFilter from={filters.from} to={filters.to} onChange={onChange} />
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onChange({ level: '', category: '', service: '', user: '', q: '', from: '', to: '' })}
      >
        Clear filters
      </Button>
    </FilterBar>
  );
}
