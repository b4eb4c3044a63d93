/**
 * The lessons feature's one entry (the app layer and other features import only this):
 * the lesson parts of the admin area's Week Detail screen (section 2).
 */
export { LessonsSection } from './components/lessons-section';
