import { choiceOf, NO_PICK, pickedWith, pickProblems, placeLabel } from './content-pick';

describe('picking the assignments to place in the LMS course', () => {
  it('ticks several, and a new one beside them, where the platform takes several', () => {
    let pick = pickedWith(NO_PICK, 4, true, true);
    pick = pickedWith(pick, 2, true, true);
    pick = pickedWith({ ...pick, newTitle: '  Reflection ', newWeekId: 9 }, 'new', true, true);
    expect(choiceOf(pick, [2, 3, 4])).toEqual({
      assignment_ids: [2, 4],
      new_assignment: { title: 'Reflection', week_id: 9 },
    });
    expect(placeLabel(pick)).toBe('Add 3 assignments to your course');
    expect(choiceOf(pickedWith(pick, 4, false, true), [2, 3, 4]).assignment_ids).toEqual([2]);
  });

  it('keeps exactly the last one ticked where the platform takes one at a time', () => {
    let pick = pickedWith(NO_PICK, 4, true, false);
    pick = pickedWith(pick, 2, true, false);
    expect([...pick.chosen]).toEqual([2]);
    pick = pickedWith(pick, 'new', true, false);
    expect(pick.chosen.size).toBe(0);
    expect(pick.makeNew).toBe(true);
    pick = pickedWith(pick, 3, true, false);
    expect(pick.makeNew).toBe(false);
    expect(placeLabel(pick)).toBe('Add to your course');
  });

  it('says what is missing before anything is sent', () => {
    expect(pickProblems(NO_PICK)).toEqual({ assignment_ids: 'Choose an assignment, or make a new one.' });
    const untitled = pickedWith(NO_PICK, 'new', true, true);
    expect(pickProblems({ ...untitled, newTitle: '   ' })).toEqual({
      'new_assignment.title': 'Give the new assignment a title.',
    });
    expect(pickProblems({ ...untitled, newTitle: 'x'.repeat(201) })['new_assignment.title']).toMatch(/200/);
    expect(pickProblems({ ...untitled, newTitle: 'Reflection' })).toEqual({});
    expect(pickProblems(pickedWith(NO_PICK, 7, true, true))).toEqual({});
  });
});
