import { useTranslation } from 'react-i18next';
import { FormView, useFormServices, VideoView } from '@plein/building-blocks';
import type { BlockViewProps, FormBlockContent, VideoContent } from '@plein/building-blocks';
import { useAppSelector } from '@plein/state-store';
import { asLanguage, defaultLanguage } from '../i18n/i18n';
import { Island } from './island';
import { useIslandRenderer } from './island-renderer';

/** The page's language and the visitor's consent, which every block island needs. */
function useBlockIslandBasics() {
  const { i18n } = useTranslation();
  const consent = useAppSelector((state) => state.consent);
  return { language: asLanguage(i18n.language) ?? defaultLanguage, consent };
}

/** The video block: an island in a document with islands, the plain view in the app. */
export function VideoBlockView(props: BlockViewProps<VideoContent>) {
  return useIslandRenderer() ? <VideoIslandOnServer {...props} /> : <VideoView {...props} />;
}

function VideoIslandOnServer(props: BlockViewProps<VideoContent>) {
  return <Island name="video" props={{ block: props, ...useBlockIslandBasics() }} />;
}

/** The form block: an island in a document with islands, the plain view in the app. */
export function FormBlockView(props: BlockViewProps<FormBlockContent>) {
  return useIslandRenderer() ? <FormIslandOnServer {...props} /> : <FormView {...props} />;
}

function FormIslandOnServer(props: BlockViewProps<FormBlockContent>) {
  const services = useFormServices();
  const basics = useBlockIslandBasics();
  const formGuid = props.content.formGuid;
  const form = services?.usePublicForm(formGuid) ?? { status: 'missing' };
  if (!services || !formGuid) return null;
  return (
    <Island
      name="form"
      props={{
        block: props,
        ...basics,
        form,
        postAction: services.postAction,
        hiddenFields: [...services.hiddenFields],
        outcome: services.postOutcome(formGuid),
        signInHref: services.signInHref,
      }}
    />
  );
}
