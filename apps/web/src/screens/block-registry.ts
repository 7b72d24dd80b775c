import type { ComponentType } from 'react';
import { createCoreRegistry, formBlock, videoBlock } from '@plein/building-blocks';
import type { BlockViewProps, FormBlockContent } from '@plein/building-blocks';
import { FormBlockView, VideoBlockView } from '../islands/block-islands';

/**
 * The block types this front end renders: the core set, with the blocks that run in the browser
 * (video, form) as islands when the page is sent as a document with islands; `FormView` replaces
 * the form block's view (a preview's, which cannot be sent).
 */
export function createAppRegistry({
  FormView = FormBlockView,
}: { FormView?: ComponentType<BlockViewProps<FormBlockContent>> } = {}) {
  return createCoreRegistry()
    .register({ ...videoBlock, View: VideoBlockView }, { replace: true })
    .register({ ...formBlock, View: FormView }, { replace: true });
}

/** The block types of every page. */
export const blockRegistry = createAppRegistry();
