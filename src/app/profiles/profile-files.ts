// The profile files part (chunks/profile-files.js), loaded on first use: reading and writing an
// exported profile (ours, or Luker's formats) and the skills a character card carries in Luker's
// container (zips among them). A start and a turn do not need it.
export { exportProfileFile, importProfile } from '../../core/profiles/envelope.ts';
export { cardConsentKey, readCardSkills } from '../../core/profiles/card-skills.ts';
