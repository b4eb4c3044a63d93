import { coursePartOf } from './roles';

const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';

describe('what LMS roles make a person in the course', () => {
  it.each([
    [[`${LIS}membership#Instructor`], 'instructor'],
    [[`${LIS}membership#Administrator`], 'instructor'],
    [[`${LIS}institution/person#Administrator`, `${LIS}membership#Learner`], 'instructor'],
    [[`${LIS}system/person#Administrator`], 'instructor'],
    [[`${LIS}membership#Instructor`, `${LIS}membership/Instructor#TeachingAssistant`], 'assistant'],
    [[`${LIS}membership/Instructor#TeachingAssistant`], 'assistant'],
    [[`${LIS}membership#Learner`], 'student'],
    [[`${LIS}membership#Learner`, `${LIS}institution/person#Student`], 'student'],
    [['Instructor'], 'instructor'],
    [['Learner'], 'student'],
  ])('%j → %s', (roles, part) => {
    expect(coursePartOf(roles)).toBe(part);
  });

  it.each([
    [[]],
    [[`${LIS}membership#Mentor`]],
    [[`${LIS}institution/person#Student`]],
    [[`${LIS}institution/person#Instructor`]],
    [['http://example.com/roles#Instructor']],
  ])('%j gives no part', (roles) => {
    expect(coursePartOf(roles)).toBeNull();
  });
});
