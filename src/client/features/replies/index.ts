/**
 * The replies feature's one entry (the app layer and other features import only this):
 * the reply threads under comments and the unread replies the dashboards list.
 */
export { ThreadToggle } from './components/thread-toggle';
export { UnreadReplies } from './components/unread-replies';
