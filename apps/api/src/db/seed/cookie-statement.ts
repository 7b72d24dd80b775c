import { hostPrefixedCookieNames, platformCookieNames } from '@plein/api-client';
import type { PlatformCookieName } from '@plein/api-client';
import type { LegalPage } from './legal-pages';

/** What the statement says about one cookie: its row in the table. */
interface CookieRow {
  purpose: string;
  lifetime: string;
  setWhen: string;
}

/** The table's caption and column headings, in one language. */
interface CookieTableTexts {
  caption: string;
  name: string;
  purpose: string;
  lifetime: string;
  setWhen: string;
}

/**
 * The table of required cookies: a caption, a header row (`th scope="col"`) and one row per
 * cookie the platform sets, in the order of `platformCookieNames`, its name as the row header.
 * `rows` is keyed by that list, so a cookie added there cannot be left out here.
 */
function cookieTable(
  texts: CookieTableTexts,
  rows: Readonly<Record<PlatformCookieName, CookieRow>>,
): string {
  const headings = [texts.name, texts.purpose, texts.lifetime, texts.setWhen]
    .map((heading) => `<th scope="col">${heading}</th>`)
    .join('');
  const body = platformCookieNames
    .map((name) => {
      const row = rows[name];
      return `<tr><th scope="row">${name}</th><td>${row.purpose}</td><td>${row.lifetime}</td><td>${row.setWhen}</td></tr>`;
    })
    .join('');
  return `<table><caption>${texts.caption}</caption><thead><tr>${headings}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The cookies named with `__Host-` over HTTPS, e.g. `a en b` or, prefixed, `__Host-a en __Host-b`. */
const hostPrefixed = (and: string, prefix = '') =>
  hostPrefixedCookieNames.map((name) => `${prefix}${name}`).join(` ${and} `);

/** The Dutch cookie statement, version 2: exactly the cookies the platform sets (spec 9). */
export const cookieStatementNl: LegalPage = {
  name: 'legal-cookie-statement-nl',
  title: 'Cookieverklaring',
  hero: {
    title: 'Cookieverklaring',
    text: 'Welke cookies deze website gebruikt, waarvoor en hoe lang ze blijven bestaan.',
  },
  html: [
    '<p><strong>Versie 2, 26 november 2026</strong></p>',
    '<p>Cookies zijn kleine tekstbestanden die een website in je browser opslaat. Deze website plaatst alleen cookies die nodig zijn om haar te laten werken, en die verdwijnen allemaal zodra je je browser sluit. Voor statistieken gebruiken we geen cookies. Video’s van andere websites laden we pas als je daar toestemming voor geeft.</p>',
    '<h2>Noodzakelijke cookies</h2>',
    '<p>Zonder deze cookies werkt de website niet goed; daarom staan ze altijd aan. Het zijn allemaal <strong>sessiecookies</strong>: ze hebben geen vervaldatum en verdwijnen zodra je je browser sluit. Ze bevatten alleen willekeurige codes of je keuzes, en we gebruiken ze niet om je op andere websites te volgen.</p>',
    cookieTable(
      {
        caption: 'De cookies die deze website plaatst',
        name: 'Naam',
        purpose: 'Waarvoor',
        lifetime: 'Hoe lang',
        setWhen: 'Wanneer geplaatst',
      },
      {
        plein_session: {
          purpose:
            'Houdt je ingelogd. De cookie bevat een willekeurige code; scripts op de pagina kunnen haar niet lezen.',
          lifetime:
            'Sessie: tot je je browser sluit of uitlogt. Op de server loopt je sessie ook af na 30 minuten zonder activiteit, en uiterlijk 12 uur na het inloggen.',
          setWhen: 'Als je inlogt.',
        },
        'XSRF-TOKEN': {
          purpose:
            'Een beveiligingscode die voorkomt dat een andere website namens jou iets doet op deze website, zoals een formulier versturen.',
          lifetime: 'Sessie: tot je je browser sluit.',
          setWhen: 'Bij je eerste bezoek, en een nieuwe als je inlogt.',
        },
        'plein-consent': {
          purpose: 'Onthoudt welke cookies je hebt toegestaan, en wanneer je die keuze maakte.',
          lifetime: 'Sessie: tot je je browser sluit.',
          setWhen:
            'Als je een keuze maakt in de cookiemelding, of bij een video toestemming geeft om hem af te spelen.',
        },
        'plein-lang': {
          purpose: 'Onthoudt in welke taal je de website wilt lezen.',
          lifetime: 'Sessie: tot je je browser sluit.',
          setWhen: 'Als je zelf een taal kiest.',
        },
      },
    ),
    `<p>Op een beveiligde verbinding (https) krijgen ${hostPrefixed('en')} het voorvoegsel __Host-: ze heten dan ${hostPrefixed('en', '__Host-')}. Daardoor neemt je browser ze alleen aan van precies deze website, en alleen over https.</p>`,
    '<p>Andere cookies plaatst deze website niet. Een correlatie-id, waarmee we de verzoeken van één bezoek aan elkaar koppelen om fouten op te sporen, gaat mee in de verzoeken zelf, en welke versie van de website je browser laadt, staat in de pagina. Daar is geen cookie voor nodig.</p>',
    '<h2>Statistieken</h2>',
    '<p>We meten welke pagina’s worden bezocht en hoe snel ze laden, om de website te verbeteren. Daarvoor gebruiken we <strong>geen cookie</strong>: er wordt niets in je browser bewaard waaraan we je bij een volgend bezoek herkennen. Zet deze website ooit een meting met cookies aan, dan gebeurt dat alleen nadat je analytische cookies hebt toegestaan, en staan die cookies in deze verklaring. Wat we met de gegevens doen, lees je in de <a href="/legal/privacy">privacyverklaring</a>.</p>',
    '<h2>Video’s van andere websites</h2>',
    '<p>Video’s op deze website komen van YouTube of Vimeo. Die diensten plaatsen hun eigen cookies (cookies van derden) en bepalen zelf hoe lang die blijven bestaan: lees daarvoor de cookieverklaring van de videodienst. Daarom laden we een video pas als je video’s hebt toegestaan, in de cookiemelding of bij de video zelf. Tot dan zie je alleen een link naar de video, en laadt deze website niets van de videodienst.</p>',
    '<h2>Marketingcookies</h2>',
    '<p>Deze website plaatst geen marketingcookies en laadt geen inhoud van anderen die ze plaatst, zoals knoppen van sociale media. Verandert dat ooit, dan laden we zulke inhoud alleen als je daar toestemming voor hebt gegeven, en passen we eerst deze verklaring aan.</p>',
    '<h2>Je keuze wijzigen</h2>',
    '<p>Omdat ook je cookiekeuze in een sessiecookie staat, vragen we er opnieuw naar als je de website bezoekt nadat je je browser hebt gesloten. Heb je een account, dan kun je je keuze ook opnieuw maken op de privacypagina van je account. Verwijder je de cookies van deze website via de instellingen van je browser, dan ben je uitgelogd en vragen we je keuze opnieuw.</p>',
    '<p>Hoe we met persoonsgegevens omgaan, lees je in de <a href="/legal/privacy">privacyverklaring</a>.</p>',
  ].join(''),
};

/** The English cookie statement, version 2: exactly the cookies the platform sets (spec 9). */
export const cookieStatementEn: LegalPage = {
  name: 'legal-cookie-statement-en',
  title: 'Cookie statement',
  hero: {
    title: 'Cookie statement',
    text: 'Which cookies this website uses, what for and how long they last.',
  },
  html: [
    '<p><strong>Version 2, 26 November 2026</strong></p>',
    '<p>Cookies are small text files that a website stores in your browser. This website only sets cookies it needs to work, and they are all gone as soon as you close your browser. We use no cookies for statistics. Videos from other websites only load once you allow them.</p>',
    '<h2>Required cookies</h2>',
    '<p>The website does not work properly without these cookies, so they are always on. They are all <strong>session cookies</strong>: they have no expiry date and are gone as soon as you close your browser. They hold only random codes or your choices, and we do not use them to follow you on other websites.</p>',
    cookieTable(
      {
        caption: 'The cookies this website sets',
        name: 'Name',
        purpose: 'Purpose',
        lifetime: 'Lifetime',
        setWhen: 'When it is set',
      },
      {
        plein_session: {
          purpose:
            'Keeps you signed in. The cookie holds a random code; scripts on the page cannot read it.',
          lifetime:
            'Session: until you close your browser or sign out. On the server, your session also ends after 30 minutes without activity, and at the latest 12 hours after signing in.',
          setWhen: 'When you sign in.',
        },
        'XSRF-TOKEN': {
          purpose:
            'A security code that stops another website from doing something on this website on your behalf, such as sending a form.',
          lifetime: 'Session: until you close your browser.',
          setWhen: 'On your first visit, and a new one when you sign in.',
        },
        'plein-consent': {
          purpose: 'Remembers which cookies you allowed, and when you made that choice.',
          lifetime: 'Session: until you close your browser.',
          setWhen:
            'When you make a choice in the cookie notice, or allow a video to play at the video itself.',
        },
        'plein-lang': {
          purpose: 'Remembers the language you want to read the website in.',
          lifetime: 'Session: until you close your browser.',
          setWhen: 'When you choose a language yourself.',
        },
      },
    ),
    `<p>Over a secure connection (https), ${hostPrefixed('and')} get the prefix __Host-: they are then called ${hostPrefixed('and', '__Host-')}. Because of it, your browser only accepts them from exactly this website, and only over https.</p>`,
    '<p>This website sets no other cookies. A correlation id, which links the requests of one visit so that we can trace errors, travels in the requests themselves, and the version of the website your browser loads is named in the page. Neither needs a cookie.</p>',
    '<h2>Statistics</h2>',
    '<p>We measure which pages are visited and how fast they load, to improve the website. We use <strong>no cookie</strong> for this: nothing is kept in your browser by which we could recognise you on a later visit. Should this website ever switch on measuring with cookies, it will only do so after you allowed analytics cookies, and those cookies will be listed in this statement. What we do with the data is explained in the <a href="/legal/privacy">privacy statement</a>.</p>',
    '<h2>Videos from other websites</h2>',
    '<p>Videos on this website come from YouTube or Vimeo. Those services set their own cookies (third-party cookies) and decide themselves how long they last: see the cookie statement of the video service. That is why we only load a video once you have allowed videos, in the cookie notice or at the video itself. Until then you only see a link to the video, and this website loads nothing from the video service.</p>',
    '<h2>Marketing cookies</h2>',
    '<p>This website sets no marketing cookies and loads no content from others that sets them, such as social media buttons. Should that ever change, we will only load such content once you have allowed it, and update this statement first.</p>',
    '<h2>Changing your choice</h2>',
    '<p>Because your cookie choice is kept in a session cookie too, we ask for it again when you visit the website after closing your browser. If you have an account, you can also make your choice again on the privacy page of your account. If you delete this website’s cookies in your browser settings, you are signed out and we ask for your choice again.</p>',
    '<p>How we handle personal data is explained in the <a href="/legal/privacy">privacy statement</a>.</p>',
  ].join(''),
};
