/**
 * Button ids such as 'seance-type-page-button' or 'modal-form-submit'. Kept
 * apart from the schemas so the public pages can check one without loading zod.
 */
export const BUTTON_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;
