import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';

type Frame = ComponentType<{ children: ReactNode }>;

// The admin frame is admin code: a chunk of its own, never in a visitor's bundle (decision 0011).
const importFrame = (): Promise<Frame> =>
  import('../screens/admin/frame/admin-frame').then((module) => module.AdminFrame);

let loaded: Frame | undefined;

/**
 * Loads the admin frame's chunk (once). Admin routes await it in their loader, and the browser
 * before it hydrates an admin page, so {@link AdminFrameSlot} renders it at once on both sides.
 *
 * @example
 * await loadAdminFrame();
 */
export async function loadAdminFrame(): Promise<void> {
  loaded ??= await importFrame();
}

const LazyFrame = lazy(async () => ({ default: await importFrame() }));

/** The admin frame around an admin screen; a lazy one if a path skipped the route loader. */
export function AdminFrameSlot({ children }: { children: ReactNode }) {
  const Frame = loaded;
  if (Frame) return <Frame>{children}</Frame>;
  return (
    <Suspense fallback={null}>
      <LazyFrame>{children}</LazyFrame>
    </Suspense>
  );
}
