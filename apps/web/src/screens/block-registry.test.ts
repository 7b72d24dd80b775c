import { describe, expect, it } from 'vitest';
import { coreBlocks } from '@plein/building-blocks';
import { FormBlockView, VideoBlockView } from '../islands/block-islands';
import { blockRegistry, createAppRegistry } from './block-registry';

describe("the app's block registry", () => {
  it('holds the core blocks in their order, with video and form as islands', () => {
    expect(blockRegistry.list().map((definition) => definition.type)).toEqual(
      coreBlocks.map((definition) => definition.type),
    );
    expect(blockRegistry.get('video')?.View).toBe(VideoBlockView);
    expect(blockRegistry.get('form')?.View).toBe(FormBlockView);
  });

  it("takes a preview's form view in place of the island", () => {
    const PreviewFormView = () => null;

    expect(createAppRegistry({ FormView: PreviewFormView }).get('form')?.View).toBe(
      PreviewFormView,
    );
  });
});
