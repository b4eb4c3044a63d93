/**
 * The comment bank feature's one entry (the app layer and other features import only this):
 * the admin area's Comment Bank screen and the picker the grading desk offers.
 */
export { BankPicker } from './components/bank-picker';
export { CommentBankPage } from './components/comment-bank-page';
export { SaveToBankButton } from './components/save-to-bank-button';
