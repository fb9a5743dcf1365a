// The one error a workbench write gives when the profile changed under it.
export class ConflictError extends Error {
  override name = 'ConflictError';
  constructor() {
    super(
      'The profile was saved elsewhere (the panel or another tab) since the workbench read it; nothing was written. Look at the review again and apply once more.',
    );
  }
}
