import { createCoreRegistry, formBlock, videoBlock } from '@plein/building-blocks';
import { FormBlockView, VideoBlockView } from '../islands/block-islands';

/**
 * The block types this front end renders: the core set, with the blocks that run in the browser
 * (video, form) as islands when the page is sent as a document with islands.
 */
export const blockRegistry = createCoreRegistry()
  .register({ ...videoBlock, View: VideoBlockView }, { replace: true })
  .register({ ...formBlock, View: FormBlockView }, { replace: true });
