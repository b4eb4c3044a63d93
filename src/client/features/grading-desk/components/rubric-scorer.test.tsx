import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ESSAY_RUBRIC } from '../../../../../mocks/fixtures/rubrics';
import { renderWithProviders } from '../../../../../test/client/render-with-providers';
import { setScreenWidth } from '../../../../../test/client/screen-width';
import type { RubricScoreBody } from '../../../../shared/contract';
import { RubricScorer } from './rubric-scorer';

function Scorer({ initial = [] }: { initial?: RubricScoreBody[] }) {
  const [chosen, setChosen] = useState<RubricScoreBody[]>(initial);
  return <RubricScorer rubric={ESSAY_RUBRIC} suggestions={[]} chosen={chosen} onChange={setChosen} />;
}

const criterion = (title: string) => screen.getByRole('radiogroup', { name: new RegExp(`^${title} \\(`) });
const level = (group: HTMLElement, title: string) =>
  within(group).getByRole('radio', { name: new RegExp(`^${title} ·`) });

describe('the rubric grid, from a tablet up', () => {
  it('chooses a level with one click on its cell', async () => {
    const { user } = renderWithProviders(<Scorer />);
    const evidence = criterion('Evidence');
    await user.click(within(evidence).getByText('Proficient'));
    await waitFor(() => expect(level(evidence, 'Proficient')).toBeChecked());
    expect(level(evidence, 'Proficient')).toHaveAccessibleName('Proficient · 3 points');
    expect(level(evidence, 'Proficient')).toHaveAccessibleDescription('Proficient work on this criterion.');
    expect(screen.getByText('3 of 20 points · 1 of 5 criteria scored')).toBeInTheDocument();
  });

  it('moves and chooses within a criterion with the arrow keys, and Tab goes on to the next', async () => {
    const { user } = renderWithProviders(<Scorer />);
    const claim = criterion('Claim');
    await user.click(within(claim).getByText('Exemplary'));
    await waitFor(() => expect(level(claim, 'Exemplary')).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(level(claim, 'Proficient')).toBeChecked());
    expect(level(claim, 'Proficient')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(level(claim, 'Developing')).toBeChecked());
    expect(level(claim, 'Exemplary')).not.toBeChecked();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Comment on Claim (optional)' })).toHaveFocus();
    await user.tab();
    // The next criterion, nothing chosen yet: its first level takes the focus and chooses nothing.
    expect(level(criterion('Evidence'), 'Exemplary')).toHaveFocus();
    expect(within(criterion('Evidence')).queryByRole('radio', { checked: true })).toBeNull();
  });
});

describe('the rubric on a phone', () => {
  let screenWidth: { restore: () => void };
  beforeEach(() => {
    screenWidth = setScreenWidth(390);
  });
  afterEach(() => screenWidth.restore());

  it('folds a criterion to its level once scored, and opens it again to change it', async () => {
    const { user } = renderWithProviders(<Scorer />);
    const claim = criterion('Claim');
    expect(within(claim).getAllByRole('radio')).toHaveLength(4);
    await user.click(within(claim).getByText('Developing'));
    await waitFor(() => expect(within(claim).getAllByRole('radio')).toHaveLength(1));
    expect(level(claim, 'Developing')).toBeChecked();

    const change = screen.getByRole('button', { name: 'Change the level for Claim' });
    expect(change).toHaveAttribute('aria-expanded', 'false');
    await user.click(change);
    expect(within(claim).getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Done with Claim' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(claim).getByText('Exemplary'));
    await waitFor(() => expect(within(claim).getAllByRole('radio')).toHaveLength(1));
    expect(level(claim, 'Exemplary')).toBeChecked();
    expect(screen.getByText('4 of 20 points · 1 of 5 criteria scored')).toBeInTheDocument();
    // The comment stays within reach of a folded criterion.
    expect(screen.getByRole('textbox', { name: 'Comment on Claim (optional)' })).toBeInTheDocument();
  });

  it('folds a level chosen with the arrow keys once the focus moves on', async () => {
    const { user } = renderWithProviders(<Scorer />);
    const claim = criterion('Claim');
    level(claim, 'Exemplary').focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(level(claim, 'Proficient')).toBeChecked());
    expect(within(claim).getAllByRole('radio')).toHaveLength(4);
    // Its comment is still the criterion; the next criterion is not.
    await user.tab();
    expect(within(claim).getAllByRole('radio')).toHaveLength(4);
    await user.tab();
    expect(level(criterion('Evidence'), 'Exemplary')).toHaveFocus();
    await waitFor(() => expect(within(claim).getAllByRole('radio')).toHaveLength(1));
  });

  it('opens a criterion scored before already folded', () => {
    renderWithProviders(<Scorer initial={[{ criterion_id: 20, level_id: 22, comment: '' }]} />);
    expect(within(criterion('Evidence')).getAllByRole('radio')).toHaveLength(1);
    expect(level(criterion('Evidence'), 'Proficient')).toBeChecked();
    expect(within(criterion('Claim')).getAllByRole('radio')).toHaveLength(4);
  });
});
