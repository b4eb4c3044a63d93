import type { EssayVersion } from '../../../../shared/contract/feedback';
import { LabelledSelect } from '../../../components/labelled-select';

interface VersionSwitcherProps {
  versions: EssayVersion[];
  /** The version shown now. */
  current: number;
  onChange: (version: number) => void;
}

const describe = (version: EssayVersion, latest: boolean) => {
  const state = !version.released
    ? 'under review'
    : version.grade != null
      ? `grade ${version.grade}`
      : 'feedback released';
  return `Version ${version.version}${latest ? ' (latest)' : ''}: ${state}`;
};

/** Which version of the essay is shown, once there is more than one (the revision loop). */
export function VersionSwitcher({ versions, current, onChange }: VersionSwitcherProps) {
  if (versions.length < 2) return null;
  const last = versions[versions.length - 1].version;
  return (
    <LabelledSelect
      label="Version"
      name="version"
      minWidth="16rem"
      value={String(current)}
      onChange={(value) => onChange(Number(value))}
      options={versions.map((version) => ({
        value: String(version.version),
        label: describe(version, version.version === last),
      }))}
    />
  );
}
