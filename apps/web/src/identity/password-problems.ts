/** The API's error code for a new password that is common or easy to guess (zxcvbn). */
export const weakPasswordCode = 'weak_password';

/**
 * The field error (an i18next key) a new password the API found too weak shows, on every form
 * that sets one: reset, invitation and password change, with or without JavaScript.
 */
export const weakPasswordMessage = 'validation.weakPassword';
