/** The profile area's pages, loaded together as one chunk. */
export { EditProfilePage } from './components/edit-profile-page';
export { ProfilePage } from './components/profile-page';
