// Profiles: the presets of each mode, a card's override, the settings record and the effective profile
// of a turn (profiles-service.ts), with profile files, guards and the tools a profile names.
export { ProfilesService, type ProfilesServiceOptions } from './profiles-service.ts';
export { profileToolNames } from './profile-tools.ts';
