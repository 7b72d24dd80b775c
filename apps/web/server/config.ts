import { number, object, string, ValidationError } from 'yup';

/** The web server's own settings; the in-process API reads its own (see apps/api). */
export interface WebConfig {
  /** `PORT`, default 3000. */
  port: number;
  /** `HOST`: one address to bind; by default both loopback addresses (127.0.0.1 and ::1). */
  host: string | null;
  /** `API_URL`: forward API calls there instead of running the API in-process. */
  apiUrl: string | null;
  /** `LOG_LEVEL`, default info. */
  logLevel: string;
}

const schema = object({
  PORT: number()
    .typeError('PORT must be a port number')
    .integer('PORT must be a whole number')
    .min(1)
    .max(65535)
    .default(3000),
  HOST: string().trim().optional(),
  API_URL: string()
    .trim()
    .url('API_URL must be an http(s) URL, e.g. http://127.0.0.1:3001')
    .matches(/^https?:\/\//, 'API_URL must start with http:// or https://')
    .optional(),
  LOG_LEVEL: string()
    .oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
});

/**
 * Reads and validates the web server's environment; throws one error naming every bad variable.
 *
 * @example
 * const config = loadWebConfig(process.env);
 */
export function loadWebConfig(env: NodeJS.ProcessEnv = process.env): WebConfig {
  try {
    const values = schema.validateSync(
      {
        PORT: env.PORT || undefined,
        HOST: env.HOST || undefined,
        API_URL: env.API_URL || undefined,
        LOG_LEVEL: env.LOG_LEVEL || undefined,
      },
      { abortEarly: false },
    );
    return {
      port: values.PORT,
      host: values.HOST ?? null,
      apiUrl: values.API_URL ?? null,
      logLevel: values.LOG_LEVEL,
    };
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new Error(`Invalid configuration:\n- ${error.errors.join('\n- ')}`, { cause: error });
    }
    throw error;
  }
}
