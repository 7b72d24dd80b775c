/** The seeded admin's password in the image benchmark (its API child seeds with it). */
export const benchAdminPassword = 'bench password 12345';
