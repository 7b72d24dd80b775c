/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * The seeded cookie statements (version 2) list exactly the cookies the platform sets, in a
 * table, and say that statistics use no cookie (spec section 9, decision 0013); the privacy
 * statements' statistics item says the same. Every platform's `rich-text` block of those pages
 * whose content is still exactly the text seeded before (`202511212201_legal_pages`) gets the
 * new text; a block a tenant edited, or deleted, is left alone. The texts are frozen copies
 * here, not imports of the seed: the seed may change again, this migration may not.
 */
export async function up(knex: Knex): Promise<void> {
  for (const { name, before, after } of revisions()) await replaceSeeded(knex, name, before, after);
}

/** Puts the earlier text back, again only where the block still holds exactly the new one. */
export async function down(knex: Knex): Promise<void> {
  for (const { name, before, after } of revisions()) await replaceSeeded(knex, name, after, before);
}

/** Replaces `from` by `to` in the live rich-text blocks of the pages called `name` (any platform). */
async function replaceSeeded(knex: Knex, name: string, from: string, to: string): Promise<void> {
  await knex('building_block_instances')
    .where('building_block', 'rich-text')
    .whereNull('deleted_at')
    .whereIn('page_id', knex('pages').where('name', name).select('id'))
    // jsonb equality: the same document, however it was written.
    .whereRaw('content = ?::jsonb', [JSON.stringify({ html: from })])
    .update({ content: JSON.stringify({ html: to }) });
}

/** One page's rich text as seeded before this migration and after it. */
interface Revision {
  name: string;
  before: string;
  after: string;
}

function revisions(): Revision[] {
  return [
    {
      name: 'legal-cookie-statement-nl',
      before: cookieStatementNlBefore,
      after: cookieStatementNlAfter,
    },
    {
      name: 'legal-cookie-statement-en',
      before: cookieStatementEnBefore,
      after: cookieStatementEnAfter,
    },
    {
      name: 'legal-privacy-nl',
      before: privacyNlBefore,
      after: privacyNlBefore.replace(privacyNlStatisticsBefore, () => privacyNlStatisticsAfter),
    },
    {
      name: 'legal-privacy-en',
      before: privacyEnBefore,
      after: privacyEnBefore.replace(privacyEnStatisticsBefore, () => privacyEnStatisticsAfter),
    },
  ];
}

// The frozen texts. `Before`: as `insertLegalPages` seeded them from November 2025 on. `After`:
// as it seeds them from this migration on. The privacy statements differ in one list item only.

const cookieStatementNlBefore = [
  '<p><strong>Versie 1, 14 maart 2023</strong></p>',
  '<p>Cookies zijn kleine tekstbestanden die een website in je browser opslaat. Deze website gebruikt zo weinig mogelijk cookies, verdeeld over vier categorieën: noodzakelijk, analytisch, marketing en video. Je kiest zelf welke categorieën je toestaat; alleen de noodzakelijke cookies staan altijd aan.</p>',
  '<h2>Noodzakelijke cookies</h2>',
  '<p>Zonder deze cookies werkt de website niet. Het zijn allemaal <strong>sessiecookies</strong>: ze verdwijnen zodra je je browser sluit.</p>',
  '<ul><li><strong>Sessie-id</strong>: houdt je ingelogd tijdens je bezoek. Een bijbehorend beveiligingstoken voorkomt dat andere websites namens jou iets doen.</li><li><strong>Correlatie-id</strong>: koppelt de verzoeken van één bezoek aan elkaar, zodat we fouten kunnen opsporen.</li><li><strong>Build-id</strong>: onthoudt welke versie van de website je browser heeft geladen, zodat je na een update de juiste versie krijgt.</li><li><strong>Toestemming</strong>: onthoudt welke categorieën cookies je hebt toegestaan, en wanneer.</li><li><strong>Identiteitsprovider</strong>: wordt geplaatst door de dienst waarmee je inlogt, om het inloggen veilig af te ronden.</li><li><strong>Taalkeuze</strong>: onthoudt of je de website in het Nederlands of in het Engels wilt lezen, als je daar zelf voor kiest.</li></ul>',
  '<h2>Analytische cookies</h2>',
  '<p>Met een analytische cookie tellen we hoe de website wordt gebruikt: welke pagina’s worden bezocht en hoe snel ze laden. Zo kunnen we de website verbeteren. De cookie bevat een willekeurig nummer en blijft <strong>13 maanden</strong> bewaard. De meting is zo ingesteld dat ze je privacy zo weinig mogelijk raakt: IP-adressen worden ingekort en de gegevens worden niet met anderen gedeeld of gebruikt om je op andere websites te volgen. Daarom staat deze categorie standaard aan, maar je kunt haar altijd uitzetten.</p>',
  '<h2>Marketingcookies</h2>',
  '<p>Deze website plaatst zelf geen marketingcookies. Gebruiken we ooit inhoud van anderen die zulke cookies plaatst, zoals knoppen van sociale media, dan laden we die alleen als je deze categorie hebt toegestaan.</p>',
  '<h2>Videocookies</h2>',
  '<p>Videodiensten zoals YouTube en Vimeo plaatsen hun eigen cookies. We laden een ingesloten video pas als je de categorie video hebt toegestaan; anders zie je een link naar de video. Hoe lang die cookies blijven bestaan, bepaalt de videodienst: lees daarvoor de cookieverklaring van die dienst.</p>',
  '<h2>Je keuze wijzigen</h2>',
  '<p>Omdat ook de toestemmingscookie een sessiecookie is, vragen we je keuze opnieuw bij een volgend bezoek. Heb je een account, dan kun je je keuze ook opnieuw maken op de privacypagina van je account. Daarnaast kun je cookies altijd verwijderen via de instellingen van je browser.</p>',
  '<p>Hoe we met persoonsgegevens omgaan, lees je in de <a href="/legal/privacy">privacyverklaring</a>.</p>',
].join('');

const cookieStatementNlAfter = [
  '<p><strong>Versie 2, 26 november 2026</strong></p>',
  '<p>Cookies zijn kleine tekstbestanden die een website in je browser opslaat. Deze website plaatst alleen cookies die nodig zijn om haar te laten werken, en die verdwijnen allemaal zodra je je browser sluit. Voor statistieken gebruiken we geen cookies. Video’s van andere websites laden we pas als je daar toestemming voor geeft.</p>',
  '<h2>Noodzakelijke cookies</h2>',
  '<p>Zonder deze cookies werkt de website niet goed; daarom staan ze altijd aan. Het zijn allemaal <strong>sessiecookies</strong>: ze hebben geen vervaldatum en verdwijnen zodra je je browser sluit. Ze bevatten alleen willekeurige codes of je keuzes, en we gebruiken ze niet om je op andere websites te volgen.</p>',
  '<table><caption>De cookies die deze website plaatst</caption><thead>',
  '<tr><th scope="col">Naam</th><th scope="col">Waarvoor</th><th scope="col">Hoe lang</th><th scope="col">Wanneer geplaatst</th></tr></thead><tbody>',
  '<tr><th scope="row">plein_session</th><td>Houdt je ingelogd. De cookie bevat een willekeurige code; scripts op de pagina kunnen haar niet lezen.</td><td>Sessie: tot je je browser sluit of uitlogt. Op de server loopt je sessie ook af na 30 minuten zonder activiteit, en uiterlijk 12 uur na het inloggen.</td><td>Als je inlogt.</td></tr>',
  '<tr><th scope="row">XSRF-TOKEN</th><td>Een beveiligingscode die voorkomt dat een andere website namens jou iets doet op deze website, zoals een formulier versturen.</td><td>Sessie: tot je je browser sluit.</td><td>Bij je eerste bezoek, en een nieuwe als je inlogt.</td></tr>',
  '<tr><th scope="row">plein-consent</th><td>Onthoudt welke cookies je hebt toegestaan, en wanneer je die keuze maakte.</td><td>Sessie: tot je je browser sluit.</td><td>Als je een keuze maakt in de cookiemelding, of bij een video toestemming geeft om hem af te spelen.</td></tr>',
  '<tr><th scope="row">plein-lang</th><td>Onthoudt in welke taal je de website wilt lezen.</td><td>Sessie: tot je je browser sluit.</td><td>Als je zelf een taal kiest.</td></tr></tbody></table>',
  '<p>Op een beveiligde verbinding (https) krijgen plein_session en XSRF-TOKEN het voorvoegsel __Host-: ze heten dan __Host-plein_session en __Host-XSRF-TOKEN. Daardoor neemt je browser ze alleen aan van precies deze website, en alleen over https.</p>',
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
].join('');

const cookieStatementEnBefore = [
  '<p><strong>Version 1, 14 March 2023</strong></p>',
  '<p>Cookies are small text files that a website stores in your browser. This website uses as few cookies as possible, in four categories: required, analytical, marketing and video. You choose which categories you allow; only the required cookies are always on.</p>',
  '<h2>Required cookies</h2>',
  '<p>The website does not work without these cookies. They are all <strong>session cookies</strong>: they are gone as soon as you close your browser.</p>',
  '<ul><li><strong>Session id</strong>: keeps you signed in during your visit. A matching security token stops other websites from acting on your behalf.</li><li><strong>Correlation id</strong>: links the requests of one visit together, so that we can trace errors.</li><li><strong>Build id</strong>: remembers which version of the website your browser loaded, so that you get the right version after an update.</li><li><strong>Consent</strong>: remembers which categories of cookies you allowed, and when.</li><li><strong>Identity provider</strong>: set by the service you sign in with, to complete signing in securely.</li><li><strong>Language</strong>: remembers whether you want to read the website in Dutch or English, when you choose one yourself.</li></ul>',
  '<h2>Analytical cookies</h2>',
  '<p>With an analytical cookie we count how the website is used: which pages are visited and how fast they load. This helps us improve the website. The cookie holds a random number and lasts <strong>13 months</strong>. The measurement is set up to affect your privacy as little as possible: IP addresses are shortened and the data is not shared with others or used to follow you on other websites. That is why this category is on by default, but you can switch it off at any time.</p>',
  '<h2>Marketing cookies</h2>',
  '<p>This website does not set marketing cookies itself. Should we ever use content from others that sets such cookies, such as social media buttons, we only load it when you have allowed this category.</p>',
  '<h2>Video cookies</h2>',
  '<p>Video services such as YouTube and Vimeo set their own cookies. We only load an embedded video when you have allowed the video category; otherwise you see a link to the video. How long those cookies last is decided by the video service: see its cookie statement.</p>',
  '<h2>Changing your choice</h2>',
  '<p>Because the consent cookie is a session cookie too, we ask for your choice again on your next visit. If you have an account, you can also make your choice again on the privacy page of your account. You can always delete cookies in your browser settings as well.</p>',
  '<p>How we handle personal data is explained in the <a href="/legal/privacy">privacy statement</a>.</p>',
].join('');

const cookieStatementEnAfter = [
  '<p><strong>Version 2, 26 November 2026</strong></p>',
  '<p>Cookies are small text files that a website stores in your browser. This website only sets cookies it needs to work, and they are all gone as soon as you close your browser. We use no cookies for statistics. Videos from other websites only load once you allow them.</p>',
  '<h2>Required cookies</h2>',
  '<p>The website does not work properly without these cookies, so they are always on. They are all <strong>session cookies</strong>: they have no expiry date and are gone as soon as you close your browser. They hold only random codes or your choices, and we do not use them to follow you on other websites.</p>',
  '<table><caption>The cookies this website sets</caption><thead>',
  '<tr><th scope="col">Name</th><th scope="col">Purpose</th><th scope="col">Lifetime</th><th scope="col">When it is set</th></tr></thead><tbody>',
  '<tr><th scope="row">plein_session</th><td>Keeps you signed in. The cookie holds a random code; scripts on the page cannot read it.</td><td>Session: until you close your browser or sign out. On the server, your session also ends after 30 minutes without activity, and at the latest 12 hours after signing in.</td><td>When you sign in.</td></tr>',
  '<tr><th scope="row">XSRF-TOKEN</th><td>A security code that stops another website from doing something on this website on your behalf, such as sending a form.</td><td>Session: until you close your browser.</td><td>On your first visit, and a new one when you sign in.</td></tr>',
  '<tr><th scope="row">plein-consent</th><td>Remembers which cookies you allowed, and when you made that choice.</td><td>Session: until you close your browser.</td><td>When you make a choice in the cookie notice, or allow a video to play at the video itself.</td></tr>',
  '<tr><th scope="row">plein-lang</th><td>Remembers the language you want to read the website in.</td><td>Session: until you close your browser.</td><td>When you choose a language yourself.</td></tr></tbody></table>',
  '<p>Over a secure connection (https), plein_session and XSRF-TOKEN get the prefix __Host-: they are then called __Host-plein_session and __Host-XSRF-TOKEN. Because of it, your browser only accepts them from exactly this website, and only over https.</p>',
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
].join('');

const privacyNlBefore = [
  '<p><strong>Versie 1, 14 maart 2023</strong></p>',
  '<p>We gaan zorgvuldig om met je persoonsgegevens en houden ons aan de Algemene verordening gegevensbescherming (AVG). Hieronder lees je welke gegevens we verwerken, waarvoor en hoe lang, en wat je rechten zijn.</p>',
  '<h2>Wie is verantwoordelijk?</h2>',
  '<p>De organisatie die deze website beheert, is verwerkingsverantwoordelijke in de zin van de AVG. De website draait op Plein. De partij die Plein voor ons host, verwerkt gegevens alleen in onze opdracht, op basis van een verwerkersovereenkomst. Je gegevens worden opgeslagen binnen de Europese Economische Ruimte.</p>',
  '<h2>Welke gegevens en waarom?</h2>',
  '<ul><li><strong>Bezoek aan de website.</strong> Je kunt de website lezen zonder account. Om de website te laten werken en te beveiligen, verwerkt de server technische gegevens zoals je IP-adres, het tijdstip, de opgevraagde pagina en je browser. Grondslag: ons gerechtvaardigd belang bij een veilige, werkende website. We bewaren deze logbestanden niet langer dan 30 dagen, tenzij we ze nodig hebben om een incident te onderzoeken.</li><li><strong>Je account.</strong> Voor een account verwerken we je e-mailadres, je naam, je wachtwoord (alleen als onomkeerbare hash, nooit leesbaar), de profielgegevens die je zelf invult, je voorkeuren, de versie van de gebruiksvoorwaarden die je hebt geaccepteerd en je rollen op de website. Grondslag: de overeenkomst die we sluiten als je een account aanmaakt. We bewaren deze gegevens zolang je account bestaat.</li><li><strong>Inloggen en beveiliging.</strong> Als je inlogt, bewaren we een sessie met het tijdstip en de browser waarmee je inlogt. Belangrijke gebeurtenissen in je account, zoals inloggen of een nieuw wachtwoord, houden we bij in een overzicht dat je zelf kunt bekijken. Grondslag: ons gerechtvaardigd belang bij de beveiliging van je account. Verlopen sessies verwijderen we; het overzicht bewaren we zolang je account bestaat.</li><li><strong>Uitnodigingen en verificatie.</strong> Nodigt een beheerder je uit, of bevestig je je e-mailadres, dan sturen we je een e-mail met een code of link die na korte tijd verloopt.</li><li><strong>Formulieren.</strong> Vul je een formulier op de website in, dan gebruiken we je antwoorden alleen voor het doel dat bij het formulier staat, en bewaren we ze niet langer dan daarvoor nodig is.</li><li><strong>Statistieken.</strong> We meten welke pagina’s worden bezocht en hoe snel ze laden, om de website te verbeteren. We gebruiken die gegevens niet om je persoonlijk te volgen en delen ze niet met anderen voor hun eigen doeleinden. Grondslag: ons gerechtvaardigd belang bij een goede website; je kunt de meting altijd uitzetten. Meer hierover lees je in de <a href="/legal/cookie-statement/nl">cookieverklaring</a>.</li></ul>',
  '<h2>Met wie delen we gegevens?</h2>',
  '<p>We verkopen je gegevens niet. We delen ze alleen met partijen die ons helpen de website te laten werken, zoals de hostingpartij, de dienst die onze e-mails verstuurt en de dienst voor statistieken, en alleen voor zover dat nodig is. Met hen hebben we afspraken gemaakt over beveiliging en geheimhouding. Verder geven we gegevens alleen door als de wet ons daartoe verplicht.</p>',
  '<h2>Beveiliging</h2>',
  '<p>We beschermen je gegevens met passende technische en organisatorische maatregelen, zoals versleutelde verbindingen (HTTPS), wachtwoorden die alleen als hash worden bewaard, beveiligde sessiecookies en beheerfuncties die alleen beheerders kunnen gebruiken.</p>',
  '<h2>Je rechten</h2>',
  '<p>Je hebt het recht om je gegevens in te zien, te laten verbeteren of verwijderen, de verwerking te laten beperken, bezwaar te maken tegen verwerking op grond van gerechtvaardigd belang en je gegevens in een gangbaar formaat te ontvangen. Heb je toestemming gegeven, dan kun je die altijd intrekken. Veel gegevens kun je zelf bekijken en aanpassen op je accountpagina. Voor andere verzoeken kun je contact met ons opnemen; we reageren binnen een maand.</p>',
  '<p>Ben je het niet eens met hoe we met je gegevens omgaan, laat het ons dan weten. Je kunt ook een klacht indienen bij de <a href="https://autoriteitpersoonsgegevens.nl">Autoriteit Persoonsgegevens</a>.</p>',
  '<h2>Wijzigingen</h2>',
  '<p>We kunnen deze privacyverklaring aanpassen. Het versienummer en de datum bovenaan laten zien welke versie je leest.</p>',
].join('');

const privacyNlStatisticsBefore =
  '<strong>Statistieken.</strong> We meten welke pagina’s worden bezocht en hoe snel ze laden, om de website te verbeteren. We gebruiken die gegevens niet om je persoonlijk te volgen en delen ze niet met anderen voor hun eigen doeleinden. Grondslag: ons gerechtvaardigd belang bij een goede website; je kunt de meting altijd uitzetten. Meer hierover lees je in de <a href="/legal/cookie-statement/nl">cookieverklaring</a>.';

const privacyNlStatisticsAfter =
  '<strong>Statistieken.</strong> We meten welke pagina’s worden bezocht en hoe snel ze laden, om de website te verbeteren. Daarvoor gebruiken we geen cookie. We gebruiken die gegevens niet om je persoonlijk te volgen en delen ze niet met anderen voor hun eigen doeleinden. Grondslag: ons gerechtvaardigd belang bij een goede website; je kunt daartegen bezwaar maken (zie Je rechten). Welke cookies de website wel gebruikt, lees je in de <a href="/legal/cookie-statement/nl">cookieverklaring</a>.';

const privacyEnBefore = [
  '<p><strong>Version 1, 14 March 2023</strong></p>',
  '<p>We handle your personal data with care and comply with the General Data Protection Regulation (GDPR). Below you can read which data we process, for what purpose and for how long, and what your rights are.</p>',
  '<h2>Who is responsible?</h2>',
  '<p>The organisation that runs this website is the controller under the GDPR. The website runs on Plein. The party that hosts Plein for us processes data only on our instructions, under a data processing agreement. Your data is stored within the European Economic Area.</p>',
  '<h2>Which data, and why?</h2>',
  '<ul><li><strong>Visiting the website.</strong> You can read the website without an account. To run and protect the website, the server processes technical data such as your IP address, the time, the page requested and your browser. Legal basis: our legitimate interest in a secure, working website. We keep these logs for no longer than 30 days, unless we need them to investigate an incident.</li><li><strong>Your account.</strong> For an account we process your e-mail address, your name, your password (only as an irreversible hash, never readable), the profile details you fill in yourself, your preferences, the version of the terms of use you accepted and your roles on the website. Legal basis: the contract we make when you create an account. We keep this data for as long as your account exists.</li><li><strong>Signing in and security.</strong> When you sign in, we keep a session with the time and the browser you signed in with. Important events in your account, such as signing in or a new password, are recorded in an overview you can see yourself. Legal basis: our legitimate interest in keeping your account secure. Expired sessions are deleted; the overview is kept for as long as your account exists.</li><li><strong>Invitations and verification.</strong> When an administrator invites you, or you confirm your e-mail address, we send you an e-mail with a code or link that expires after a short time.</li><li><strong>Forms.</strong> When you fill in a form on the website, we use your answers only for the purpose stated with the form, and keep them no longer than that purpose requires.</li><li><strong>Statistics.</strong> We measure which pages are visited and how fast they load, to improve the website. We do not use this data to follow you personally and do not share it with others for their own purposes. Legal basis: our legitimate interest in a good website; you can switch the measurement off at any time. Read more in the <a href="/legal/cookie-statement/en">cookie statement</a>.</li></ul>',
  '<h2>Who do we share data with?</h2>',
  '<p>We do not sell your data. We share it only with parties that help us run the website, such as the hosting provider, the service that sends our e-mails and the statistics service, and only as far as needed. We have agreed with them on security and confidentiality. Beyond that, we only pass on data when the law requires us to.</p>',
  '<h2>Security</h2>',
  '<p>We protect your data with appropriate technical and organisational measures, such as encrypted connections (HTTPS), passwords stored only as hashes, secure session cookies and administration functions that only administrators can use.</p>',
  '<h2>Your rights</h2>',
  '<p>You have the right to access your data, to have it corrected or erased, to have its processing restricted, to object to processing based on legitimate interest and to receive your data in a common format. Where you gave consent, you can withdraw it at any time. You can view and change much of your data yourself on your account page. For other requests, contact us; we respond within one month.</p>',
  '<p>If you disagree with how we handle your data, please let us know. You can also lodge a complaint with the Dutch Data Protection Authority, the <a href="https://autoriteitpersoonsgegevens.nl">Autoriteit Persoonsgegevens</a>, or with the supervisory authority of the country where you live.</p>',
  '<h2>Changes</h2>',
  '<p>We may change this privacy statement. The version number and date at the top show which version you are reading.</p>',
].join('');

const privacyEnStatisticsBefore =
  '<strong>Statistics.</strong> We measure which pages are visited and how fast they load, to improve the website. We do not use this data to follow you personally and do not share it with others for their own purposes. Legal basis: our legitimate interest in a good website; you can switch the measurement off at any time. Read more in the <a href="/legal/cookie-statement/en">cookie statement</a>.';

const privacyEnStatisticsAfter =
  '<strong>Statistics.</strong> We measure which pages are visited and how fast they load, to improve the website. We use no cookie for this. We do not use this data to follow you personally and do not share it with others for their own purposes. Legal basis: our legitimate interest in a good website; you can object to it (see Your rights). The cookies the website does use are listed in the <a href="/legal/cookie-statement/en">cookie statement</a>.';
