/**
 * The rubrics feature's one entry (the app layer and other features import only this):
 * the rubric editor.
 */
export { RubricEditor } from './components/rubric-editor';
