/** The seeded admin of a platform started with `PLEIN_SEED_ADMIN_PASSWORD`. */
export const seededAdmin = { email: 'admin@plein.test', password: 'e2e-admin-password-1' };
