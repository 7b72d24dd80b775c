import { mixed } from 'yup';
import { checkImageFile } from './image-upload';

// Apart from the checks, so a bundle that needs only those leaves yup out.

/**
 * yup schema for a formik file field: passes when empty (add `.required()`), otherwise runs
 * {@link checkImageFile}; the error message is `validation.image.<problem>`.
 *
 * @example
 * const schema = object({ image: imageFileSchema.required() });
 */
export const imageFileSchema = mixed<Blob>().test('image-upload', async (value, context) => {
  if (value === undefined || value === null) return true;
  if (!(value instanceof Blob))
    return context.createError({ message: 'validation.image.unrecognised-content' });
  const result = await checkImageFile(value);
  return result.ok || context.createError({ message: `validation.image.${result.problems[0]}` });
});
