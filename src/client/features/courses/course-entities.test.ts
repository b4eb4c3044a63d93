import type { Course } from '../../../shared/contract';
import { coursesAdapter, selectAllCourses, selectCourseById, toCourseEntities } from './course-entities';

const course = (id: number, title: string): Course => ({
  id,
  title,
  description: '',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const idsOf = (courses: Course[]) => courses.map((row) => row.id);

describe('the course list as the store keeps it', () => {
  const courses = toCourseEntities([course(3, 'Rhetoric'), course(9, 'Argument'), course(4, 'Argument')]);

  it('lists by title, then by id where titles are the same, whatever order they arrive in', () => {
    expect(idsOf(selectAllCourses(courses))).toEqual([4, 9, 3]);
  });

  it('finds one course by id, and none for an id it does not hold', () => {
    expect(selectCourseById(courses, 9)?.title).toBe('Argument');
    expect(selectCourseById(courses, 99)).toBeUndefined();
  });

  it('answers the same list for the same state, so a screen does not redraw for nothing', () => {
    expect(selectAllCourses(courses)).toBe(selectAllCourses(courses));
    expect(selectAllCourses(toCourseEntities([course(1, 'A')]))).not.toBe(selectAllCourses(courses));
  });

  it('changes one course without touching the others, and moves it to where its new title goes', () => {
    const renamed = coursesAdapter.updateOne(courses, { id: 3, changes: { title: 'Academic writing' } });
    expect(idsOf(selectAllCourses(renamed))).toEqual([3, 4, 9]);
    expect(renamed.entities[3]).not.toBe(courses.entities[3]);
    expect(renamed.entities[4]).toBe(courses.entities[4]);
    expect(renamed.entities[9]).toBe(courses.entities[9]);
  });
});
