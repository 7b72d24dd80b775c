/** Body of `DELETE /cache_invalidate` (spec section 7). */
export interface CacheInvalidateRequest {
  /** Host name without port, a colon, then the hash of the call description. */
  index: string;
}

/** Answer of `DELETE /cache_invalidate`. */
export interface CacheInvalidateResponse {
  /** How many cached responses were dropped. */
  removed: number;
}
