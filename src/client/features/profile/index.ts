/**
 * The profile feature's one entry (the app layer and other features import only this):
 * the profile area's pages, loaded together as one chunk (page-chunks.ts).
 */
export { EditProfilePage } from './components/edit-profile-page';
export { ProfilePage } from './components/profile-page';
