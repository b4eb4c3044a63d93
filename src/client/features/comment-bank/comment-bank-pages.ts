/** The admin area's Comment Bank screen. */
export { CommentBankPage } from './components/comment-bank-page';
