/**
 * A contract type as the API's yup schemas see it once checked: a block's `content`, `unknown` in
 * the contract, is never null (nor undefined where it is required), since `mixed()` refuses null.
 * For type tests that tie a schema to its contract type.
 *
 * @example
 * expectTypeOf<InferType<typeof blockInputSchema>>().toEqualTypeOf<AsChecked<BlockInput>>();
 */
export type AsChecked<T> = T extends readonly (infer U)[]
  ? AsChecked<U>[]
  : T extends object
    ? { [K in keyof T]: K extends 'content' ? NonNullable<T[K]> : AsChecked<T[K]> }
    : T;
