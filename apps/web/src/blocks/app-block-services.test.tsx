// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoView } from '@plein/building-blocks';
import { makeStore } from '@plein/state-store';
import { consentCookieName } from '../consent/consent-cookie';
import { createI18n } from '../i18n/i18n';
import { AppBlockServices } from './app-block-services';

afterEach(() => {
  cleanup();
  document.cookie = `${consentCookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

function renderVideo(language: 'nl' | 'en') {
  const store = makeStore({ transport: { baseUrl: '', host: 'localhost', side: 'browser' } });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(language)}>
        <AppBlockServices>
          <VideoView
            guid="v1"
            options={[]}
            content={{ provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Havenfeest' }}
          />
        </AppBlockServices>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

describe('AppBlockServices', () => {
  it('translates blocks into the app language and loads a video only after video consent', async () => {
    const store = renderVideo('en');
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /accept video cookies/i }));
    const player = document.querySelector('iframe');
    expect(player?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\//);
    expect(store.getState().consent.categories).toEqual(
      expect.arrayContaining(['required', 'analytical', 'video']),
    );
    expect(document.cookie).toContain(`${consentCookieName}=`);
  });
});
