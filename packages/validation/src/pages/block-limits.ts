/** Most images a `header-images` block holds: the API refuses more, the editor offers no more. */
export const maxHeaderImages = 10;

/** Most buttons a `buttons` block holds: the API refuses more, the editor offers no more. */
export const maxButtons = 6;
