/**
 * The users feature's one entry (the app layer and other features import only this):
 * the people screens of the admin area (section 2).
 */
export { AllUsersPage } from './components/all-users-page';
export { PendingUsersPage } from './components/pending-users-page';
