import type { Knex } from 'knex';
import { cookieStatementEn, cookieStatementNl } from './cookie-statement';

/**
 * One legal page every tenant starts with (spec section 2): published, editable by admins, not
 * in the menu, layout `100`, a `hero` block and a `rich-text` block. The web app finds them by
 * name (`legal-{kind}-{lang}`).
 */
export interface LegalPage {
  name: string;
  title: string;
  hero: { title: string; text: string };
  /**
   * Only p, h2, h3, ul, ol, li, a, strong, em, blockquote and data tables (table, caption, thead,
   * tbody, tr, th[scope], td): it passes `sanitizeRichText` as is.
   */
  html: string;
}

/** The date of every starter text (spec section 9: terms-of-use and privacy dates). */
export const legalPagesDate = '2023-03-14';

const html = (...parts: string[]) => parts.join('');
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const termsNl: LegalPage = {
  name: 'legal-terms-of-use-nl',
  title: 'Gebruiksvoorwaarden',
  hero: {
    title: 'Gebruiksvoorwaarden',
    text: 'De afspraken die gelden als je deze website bezoekt of er een account hebt.',
  },
  html: html(
    '<p><strong>Versie 1, 14 maart 2023</strong></p>',
    '<h2>1. Over deze voorwaarden</h2>',
    '<p>Deze gebruiksvoorwaarden gelden voor iedereen die deze website bezoekt, er een account aanmaakt of er inhoud op plaatst. De website wordt beheerd door de organisatie die op deze site als afzender wordt genoemd (hierna: wij) en draait op Plein, een publicatieplatform voor meerdere websites. Door de website te gebruiken, ga je akkoord met deze voorwaarden. Heb je een account, dan vragen we je de geldende versie uitdrukkelijk te accepteren.</p>',
    '<h2>2. Je account</h2>',
    list(
      'Je geeft bij het aanmaken van een account juiste gegevens op en houdt die actueel.',
      'Je kiest een sterk wachtwoord dat je nergens anders gebruikt en houdt het geheim. Merk je dat iemand anders je account gebruikt, meld het ons dan direct.',
      'Je bent verantwoordelijk voor wat er via je account gebeurt.',
      'Wij kunnen een account blokkeren of opheffen als je deze voorwaarden overtreedt, of als dat nodig is om de website of andere gebruikers te beschermen. We laten je dan weten waarom, tenzij de wet dat verbiedt.',
    ),
    '<h2>3. Wat je op de website plaatst</h2>',
    '<p>Plaats je berichten, afbeeldingen, formulierantwoorden of andere inhoud, dan blijft die van jou. Je geeft ons wel toestemming om die inhoud op de website te tonen, op te slaan en technisch te bewerken (bijvoorbeeld een afbeelding verkleinen), zolang dat nodig is voor de website. Je staat ervoor in dat je het recht hebt om de inhoud te plaatsen.</p>',
    '<p>Het is niet toegestaan om via de website:</p>',
    list(
      'inhoud te plaatsen die onrechtmatig, discriminerend, bedreigend of misleidend is, of die inbreuk maakt op rechten van anderen, zoals auteursrecht of privacy;',
      'persoonsgegevens van anderen te verspreiden zonder dat daar een grond voor is;',
      'virussen of andere schadelijke code te verspreiden, de beveiliging te omzeilen of de website te overbelasten, bijvoorbeeld door geautomatiseerd grote aantallen verzoeken te doen;',
      'je voor te doen als iemand anders.',
    ),
    '<p>Wij mogen inhoud verwijderen die in strijd is met deze voorwaarden of met de wet. Zie je zulke inhoud, meld het ons dan. We behandelen elke melding zorgvuldig en laten je weten wat we ermee hebben gedaan.</p>',
    '<h2>4. Intellectuele eigendom</h2>',
    '<p>De teksten, afbeeldingen, logo’s en vormgeving van de website zijn beschermd door auteursrecht en andere rechten. Je mag ze bekijken, voor eigen gebruik bewaren en delen met een bronvermelding en een link. Voor ander gebruik heb je onze toestemming nodig, tenzij de wet het toestaat, zoals bij citeren.</p>',
    '<h2>5. Beschikbaarheid en aansprakelijkheid</h2>',
    '<p>We doen ons best om de website bereikbaar, veilig en actueel te houden, maar we kunnen niet garanderen dat hij altijd zonder onderbreking of fouten werkt. De informatie op de website is algemeen van aard en geen persoonlijk advies. Wij zijn niet aansprakelijk voor schade door het gebruik van de website of van websites waarnaar we linken, behalve bij opzet of grove nalatigheid van onze kant, of als de wet anders bepaalt.</p>',
    '<h2>6. Privacy en cookies</h2>',
    '<p>Hoe we met je persoonsgegevens omgaan, lees je in onze <a href="/legal/privacy">privacyverklaring</a>. Welke cookies we gebruiken, staat in de <a href="/legal/cookie-statement/nl">cookieverklaring</a>.</p>',
    '<h2>7. Wijzigingen</h2>',
    '<p>We kunnen deze voorwaarden aanpassen, bijvoorbeeld als de website of de wet verandert. Elke versie krijgt een nummer en een datum. Na een wijziging vragen we je bij je volgende bezoek de nieuwe versie te accepteren. Wil je dat niet, dan kun je je account opzeggen.</p>',
    '<h2>8. Toepasselijk recht</h2>',
    '<p>Op deze voorwaarden is Nederlands recht van toepassing. Geschillen leggen we voor aan de bevoegde rechter in Nederland. Ben je consument, dan houd je de bescherming die het recht van je woonland je geeft.</p>',
    '<h2>9. Contact</h2>',
    '<p>Heb je een vraag over deze voorwaarden? Neem contact met ons op via de contactgegevens op deze website.</p>',
  ),
};

const termsEn: LegalPage = {
  name: 'legal-terms-of-use-en',
  title: 'Terms of use',
  hero: {
    title: 'Terms of use',
    text: 'The rules that apply when you visit this website or have an account on it.',
  },
  html: html(
    '<p><strong>Version 1, 14 March 2023</strong></p>',
    '<h2>1. About these terms</h2>',
    '<p>These terms of use apply to everyone who visits this website, creates an account on it or publishes content on it. The website is run by the organisation named as its publisher on this site (we, us) and runs on Plein, a publishing platform for many websites. By using the website you accept these terms. If you have an account, we ask you to accept the current version explicitly.</p>',
    '<h2>2. Your account</h2>',
    list(
      'You give correct details when you create an account and keep them up to date.',
      'You choose a strong password that you do not use anywhere else, and keep it secret. If you notice that someone else is using your account, tell us straight away.',
      'You are responsible for what happens through your account.',
      'We may block or close an account if you break these terms, or when that is needed to protect the website or other users. We will tell you why, unless the law forbids it.',
    ),
    '<h2>3. What you publish on the website</h2>',
    '<p>Messages, images, form answers and other content you publish remain yours. You do give us permission to show that content on the website, to store it and to process it technically (for example to resize an image) for as long as the website needs it. You confirm that you have the right to publish it.</p>',
    '<p>You may not use the website to:</p>',
    list(
      'publish content that is unlawful, discriminatory, threatening or misleading, or that infringes the rights of others, such as copyright or privacy;',
      'spread personal data of others without a lawful basis;',
      'spread viruses or other harmful code, get around its security or overload it, for example by sending large numbers of automated requests;',
      'pretend to be someone else.',
    ),
    '<p>We may remove content that breaks these terms or the law. If you come across such content, please report it. We handle every report with care and tell you what we did with it.</p>',
    '<h2>4. Intellectual property</h2>',
    '<p>The texts, images, logos and design of the website are protected by copyright and other rights. You may view them, keep them for your own use and share them with a credit and a link. Any other use needs our permission, unless the law allows it, for example for quotations.</p>',
    '<h2>5. Availability and liability</h2>',
    '<p>We do our best to keep the website available, secure and up to date, but we cannot guarantee that it always works without interruptions or errors. The information on the website is general and not personal advice. We are not liable for damage caused by using the website or the websites we link to, except in the case of intent or gross negligence on our part, or where the law says otherwise.</p>',
    '<h2>6. Privacy and cookies</h2>',
    '<p>How we handle your personal data is explained in our <a href="/legal/privacy">privacy statement</a>. The cookies we use are listed in the <a href="/legal/cookie-statement/en">cookie statement</a>.</p>',
    '<h2>7. Changes</h2>',
    '<p>We may change these terms, for example when the website or the law changes. Every version has a number and a date. After a change we ask you to accept the new version on your next visit. If you do not want to, you can close your account.</p>',
    '<h2>8. Applicable law</h2>',
    '<p>These terms are governed by Dutch law. Disputes are brought before the competent court in the Netherlands. If you are a consumer, you keep the protection that the law of your country of residence gives you.</p>',
    '<h2>9. Contact</h2>',
    '<p>Questions about these terms? Contact us through the contact details on this website.</p>',
  ),
};

const privacyNl: LegalPage = {
  name: 'legal-privacy-nl',
  title: 'Privacyverklaring',
  hero: {
    title: 'Privacyverklaring',
    text: 'Welke persoonsgegevens we verwerken, waarom we dat doen en welke rechten je hebt.',
  },
  html: html(
    '<p><strong>Versie 1, 14 maart 2023</strong></p>',
    '<p>We gaan zorgvuldig om met je persoonsgegevens en houden ons aan de Algemene verordening gegevensbescherming (AVG). Hieronder lees je welke gegevens we verwerken, waarvoor en hoe lang, en wat je rechten zijn.</p>',
    '<h2>Wie is verantwoordelijk?</h2>',
    '<p>De organisatie die deze website beheert, is verwerkingsverantwoordelijke in de zin van de AVG. De website draait op Plein. De partij die Plein voor ons host, verwerkt gegevens alleen in onze opdracht, op basis van een verwerkersovereenkomst. Je gegevens worden opgeslagen binnen de Europese Economische Ruimte.</p>',
    '<h2>Welke gegevens en waarom?</h2>',
    list(
      '<strong>Bezoek aan de website.</strong> Je kunt de website lezen zonder account. Om de website te laten werken en te beveiligen, verwerkt de server technische gegevens zoals je IP-adres, het tijdstip, de opgevraagde pagina en je browser. Grondslag: ons gerechtvaardigd belang bij een veilige, werkende website. We bewaren deze logbestanden niet langer dan 30 dagen, tenzij we ze nodig hebben om een incident te onderzoeken.',
      '<strong>Je account.</strong> Voor een account verwerken we je e-mailadres, je naam, je wachtwoord (alleen als onomkeerbare hash, nooit leesbaar), de profielgegevens die je zelf invult, je voorkeuren, de versie van de gebruiksvoorwaarden die je hebt geaccepteerd en je rollen op de website. Grondslag: de overeenkomst die we sluiten als je een account aanmaakt. We bewaren deze gegevens zolang je account bestaat.',
      '<strong>Inloggen en beveiliging.</strong> Als je inlogt, bewaren we een sessie met het tijdstip en de browser waarmee je inlogt. Belangrijke gebeurtenissen in je account, zoals inloggen of een nieuw wachtwoord, houden we bij in een overzicht dat je zelf kunt bekijken. Grondslag: ons gerechtvaardigd belang bij de beveiliging van je account. Verlopen sessies verwijderen we; het overzicht bewaren we zolang je account bestaat.',
      '<strong>Uitnodigingen en verificatie.</strong> Nodigt een beheerder je uit, of bevestig je je e-mailadres, dan sturen we je een e-mail met een code of link die na korte tijd verloopt.',
      '<strong>Formulieren.</strong> Vul je een formulier op de website in, dan gebruiken we je antwoorden alleen voor het doel dat bij het formulier staat, en bewaren we ze niet langer dan daarvoor nodig is.',
      '<strong>Statistieken.</strong> We meten welke pagina’s worden bezocht en hoe snel ze laden, om de website te verbeteren. Daarvoor gebruiken we geen cookie. We gebruiken die gegevens niet om je persoonlijk te volgen en delen ze niet met anderen voor hun eigen doeleinden. Grondslag: ons gerechtvaardigd belang bij een goede website; je kunt daartegen bezwaar maken (zie Je rechten). Welke cookies de website wel gebruikt, lees je in de <a href="/legal/cookie-statement/nl">cookieverklaring</a>.',
    ),
    '<h2>Met wie delen we gegevens?</h2>',
    '<p>We verkopen je gegevens niet. We delen ze alleen met partijen die ons helpen de website te laten werken, zoals de hostingpartij, de dienst die onze e-mails verstuurt en de dienst voor statistieken, en alleen voor zover dat nodig is. Met hen hebben we afspraken gemaakt over beveiliging en geheimhouding. Verder geven we gegevens alleen door als de wet ons daartoe verplicht.</p>',
    '<h2>Beveiliging</h2>',
    '<p>We beschermen je gegevens met passende technische en organisatorische maatregelen, zoals versleutelde verbindingen (HTTPS), wachtwoorden die alleen als hash worden bewaard, beveiligde sessiecookies en beheerfuncties die alleen beheerders kunnen gebruiken.</p>',
    '<h2>Je rechten</h2>',
    '<p>Je hebt het recht om je gegevens in te zien, te laten verbeteren of verwijderen, de verwerking te laten beperken, bezwaar te maken tegen verwerking op grond van gerechtvaardigd belang en je gegevens in een gangbaar formaat te ontvangen. Heb je toestemming gegeven, dan kun je die altijd intrekken. Veel gegevens kun je zelf bekijken en aanpassen op je accountpagina. Voor andere verzoeken kun je contact met ons opnemen; we reageren binnen een maand.</p>',
    '<p>Ben je het niet eens met hoe we met je gegevens omgaan, laat het ons dan weten. Je kunt ook een klacht indienen bij de <a href="https://autoriteitpersoonsgegevens.nl">Autoriteit Persoonsgegevens</a>.</p>',
    '<h2>Wijzigingen</h2>',
    '<p>We kunnen deze privacyverklaring aanpassen. Het versienummer en de datum bovenaan laten zien welke versie je leest.</p>',
  ),
};

const privacyEn: LegalPage = {
  name: 'legal-privacy-en',
  title: 'Privacy statement',
  hero: {
    title: 'Privacy statement',
    text: 'Which personal data we process, why we do so and what your rights are.',
  },
  html: html(
    '<p><strong>Version 1, 14 March 2023</strong></p>',
    '<p>We handle your personal data with care and comply with the General Data Protection Regulation (GDPR). Below you can read which data we process, for what purpose and for how long, and what your rights are.</p>',
    '<h2>Who is responsible?</h2>',
    '<p>The organisation that runs this website is the controller under the GDPR. The website runs on Plein. The party that hosts Plein for us processes data only on our instructions, under a data processing agreement. Your data is stored within the European Economic Area.</p>',
    '<h2>Which data, and why?</h2>',
    list(
      '<strong>Visiting the website.</strong> You can read the website without an account. To run and protect the website, the server processes technical data such as your IP address, the time, the page requested and your browser. Legal basis: our legitimate interest in a secure, working website. We keep these logs for no longer than 30 days, unless we need them to investigate an incident.',
      '<strong>Your account.</strong> For an account we process your e-mail address, your name, your password (only as an irreversible hash, never readable), the profile details you fill in yourself, your preferences, the version of the terms of use you accepted and your roles on the website. Legal basis: the contract we make when you create an account. We keep this data for as long as your account exists.',
      '<strong>Signing in and security.</strong> When you sign in, we keep a session with the time and the browser you signed in with. Important events in your account, such as signing in or a new password, are recorded in an overview you can see yourself. Legal basis: our legitimate interest in keeping your account secure. Expired sessions are deleted; the overview is kept for as long as your account exists.',
      '<strong>Invitations and verification.</strong> When an administrator invites you, or you confirm your e-mail address, we send you an e-mail with a code or link that expires after a short time.',
      '<strong>Forms.</strong> When you fill in a form on the website, we use your answers only for the purpose stated with the form, and keep them no longer than that purpose requires.',
      '<strong>Statistics.</strong> We measure which pages are visited and how fast they load, to improve the website. We use no cookie for this. We do not use this data to follow you personally and do not share it with others for their own purposes. Legal basis: our legitimate interest in a good website; you can object to it (see Your rights). The cookies the website does use are listed in the <a href="/legal/cookie-statement/en">cookie statement</a>.',
    ),
    '<h2>Who do we share data with?</h2>',
    '<p>We do not sell your data. We share it only with parties that help us run the website, such as the hosting provider, the service that sends our e-mails and the statistics service, and only as far as needed. We have agreed with them on security and confidentiality. Beyond that, we only pass on data when the law requires us to.</p>',
    '<h2>Security</h2>',
    '<p>We protect your data with appropriate technical and organisational measures, such as encrypted connections (HTTPS), passwords stored only as hashes, secure session cookies and administration functions that only administrators can use.</p>',
    '<h2>Your rights</h2>',
    '<p>You have the right to access your data, to have it corrected or erased, to have its processing restricted, to object to processing based on legitimate interest and to receive your data in a common format. Where you gave consent, you can withdraw it at any time. You can view and change much of your data yourself on your account page. For other requests, contact us; we respond within one month.</p>',
    '<p>If you disagree with how we handle your data, please let us know. You can also lodge a complaint with the Dutch Data Protection Authority, the <a href="https://autoriteitpersoonsgegevens.nl">Autoriteit Persoonsgegevens</a>, or with the supervisory authority of the country where you live.</p>',
    '<h2>Changes</h2>',
    '<p>We may change this privacy statement. The version number and date at the top show which version you are reading.</p>',
  ),
};

const accessibilityNl: LegalPage = {
  name: 'legal-accessibility-nl',
  title: 'Toegankelijkheidsverklaring',
  hero: {
    title: 'Toegankelijkheidsverklaring',
    text: 'Iedereen moet deze website kunnen gebruiken; zo werken we daaraan.',
  },
  html: html(
    '<p><strong>Versie 1, 14 maart 2023</strong></p>',
    '<p>We willen dat iedereen deze website kan gebruiken, ook mensen met een visuele, auditieve, motorische of cognitieve beperking, en met elk apparaat of hulpmiddel, zoals een schermlezer of vergroting.</p>',
    '<h2>De norm</h2>',
    '<p>Deze website streeft ernaar te voldoen aan de Web Content Accessibility Guidelines (WCAG) 2.2 op niveau AA. Deze richtlijnen liggen ook ten grondslag aan de Europese norm EN 301 549.</p>',
    '<h2>Wat we doen</h2>',
    list(
      'Pagina’s hebben een logische opbouw met koppen en zijn helemaal met het toetsenbord te bedienen, met een goed zichtbare focus.',
      'Tekst en achtergrond hebben een kleurcontrast van minstens 4,5 op 1. Het platform weigert kleurenschema’s die daar niet aan voldoen.',
      'Afbeeldingen die informatie geven, hebben een tekstalternatief.',
      'De website blijft bruikbaar bij een vergroting tot 400 procent en op kleine schermen.',
      'Formulieren hebben duidelijke labels en foutmeldingen die ook met een schermlezer te volgen zijn.',
      'Pagina’s zijn ook leesbaar zonder JavaScript.',
    ),
    '<h2>Wat nog niet goed is</h2>',
    '<p>Niet alle inhoud is al volledig toegankelijk. Oudere documenten en inhoud van anderen, zoals ingesloten video’s, kunnen tekortkomingen hebben. We werken eraan om die te verhelpen, en zoeken intussen graag met je naar een andere manier om je de informatie te geven.</p>',
    '<h2>Hoe we controleren</h2>',
    '<p>We testen de website bij elke wijziging met geautomatiseerde controles en toetsen hem met de hand, onder meer met alleen het toetsenbord en met een schermlezer. We herhalen dat bij grotere wijzigingen en minstens eens per jaar, en passen deze verklaring dan aan.</p>',
    '<h2>Loop je tegen een probleem aan?</h2>',
    '<p>Kun je iets op deze website niet goed gebruiken, of vind je informatie niet in een vorm die voor jou werkt? Laat het ons weten via de contactgegevens op deze website. Vertel ons om welke pagina het gaat en wat er misging. We reageren binnen vijf werkdagen en zoeken samen met je naar een oplossing.</p>',
    '<p>Ben je niet tevreden met hoe we je melding hebben afgehandeld, dan kun je een klacht bij ons indienen. Is deze website van een overheidsorganisatie, dan kun je daarna terecht bij de Nationale ombudsman of de ombudsman van je gemeente.</p>',
  ),
};

const accessibilityEn: LegalPage = {
  name: 'legal-accessibility-en',
  title: 'Accessibility statement',
  hero: {
    title: 'Accessibility statement',
    text: 'Everyone should be able to use this website; this is how we work on that.',
  },
  html: html(
    '<p><strong>Version 1, 14 March 2023</strong></p>',
    '<p>We want everyone to be able to use this website, including people with a visual, hearing, motor or cognitive disability, and with any device or assistive technology, such as a screen reader or magnification.</p>',
    '<h2>The standard</h2>',
    '<p>This website aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. These guidelines are also the basis of the European standard EN 301 549.</p>',
    '<h2>What we do</h2>',
    list(
      'Pages have a logical structure of headings and can be used entirely with a keyboard, with a clearly visible focus.',
      'Text and background have a colour contrast of at least 4.5 to 1. The platform refuses colour schemes that do not meet this.',
      'Images that carry information have a text alternative.',
      'The website remains usable when zoomed to 400 percent and on small screens.',
      'Forms have clear labels and error messages that can also be followed with a screen reader.',
      'Pages can also be read without JavaScript.',
    ),
    '<h2>What is not right yet</h2>',
    '<p>Not all content is fully accessible yet. Older documents and content from others, such as embedded videos, may have shortcomings. We are working to fix them, and in the meantime we are happy to find another way to give you the information.</p>',
    '<h2>How we check</h2>',
    '<p>We test the website with automated checks on every change and review it by hand, among other things using only a keyboard and using a screen reader. We repeat this after larger changes and at least once a year, and update this statement accordingly.</p>',
    '<h2>Running into a problem?</h2>',
    '<p>Is there something on this website you cannot use properly, or information you cannot get in a form that works for you? Let us know through the contact details on this website. Tell us which page it is about and what went wrong. We respond within five working days and look for a solution together with you.</p>',
    '<p>If you are not satisfied with how we handled your report, you can file a complaint with us. If this website belongs to a Dutch public body, you can then turn to the National Ombudsman (Nationale ombudsman) or the ombudsman of your municipality.</p>',
  ),
};

/** Every legal page, Dutch and English. */
export const legalPages: readonly LegalPage[] = [
  termsNl,
  termsEn,
  privacyNl,
  privacyEn,
  accessibilityNl,
  accessibilityEn,
  cookieStatementNl,
  cookieStatementEn,
];

/**
 * Gives a platform the legal pages it does not have yet (by name; pages that exist, edited or
 * not, are left alone) and answers how many it inserted. Plain inserts into `pages` and
 * `building_block_instances`, not the pages repository: a migration runs this too and must keep
 * working when the repository changes later.
 *
 * @example
 * await insertLegalPages(trx, tenant.id);
 */
export async function insertLegalPages(
  db: Knex | Knex.Transaction,
  platformId: number,
): Promise<number> {
  let inserted = 0;
  for (const page of legalPages) {
    const [row] = await db('pages')
      .insert({
        platform_id: platformId,
        name: page.name,
        title: page.title,
        layout: '100',
        is_published: true,
        options: '[]',
        edit_roles: '[]',
        edit_permission: 'Admin',
        role_ids: '[]',
      })
      .onConflict(['platform_id', 'name'])
      .ignore()
      .returning<{ id: number }[]>(['id']);
    if (!row) continue;
    await db('building_block_instances').insert([
      {
        platform_id: platformId,
        page_id: row.id,
        building_block: 'hero',
        options: '[]',
        layout_position: 'top',
        sort_id: 1,
        content: JSON.stringify(page.hero),
      },
      {
        platform_id: platformId,
        page_id: row.id,
        building_block: 'rich-text',
        options: '[]',
        layout_position: 'main',
        sort_id: 1,
        content: JSON.stringify({ html: page.html }),
      },
    ]);
    inserted += 1;
  }
  return inserted;
}
