/**
 * The privacy policy and the terms of service, as data. Both describe what
 * this site really does; the facts they quote (storage keys, field names,
 * consent wording, contact details) are imported from the modules that
 * implement them, so the documents cannot drift from the code. Inline links
 * use the `[label](/path)` form that src/lib/faq.ts parses.
 */
import {brand, contact} from '../config/site';
import {CONTACT_DRAFT_STORAGE_KEY, PROGRESS_STORAGE_KEY} from '../config/storageKeys';
import {CONSENT_ACCEPTED, CONSENT_DECLINED, CONSENT_STORAGE_KEY} from '../config/consentStorage';

/** The consent statement beside the contact form's checkbox, sent with every message. */
export const consentText = `I agree that ${brand.name} may contact me about this inquiry and store the details I have given for that purpose.`;

export type LegalBlock = string | {list: readonly string[]};

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  metaDescription: string;
  /** ISO date of the last change. */
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const LEGAL_UPDATED = '2026-11-23';

const contactBlock: LegalBlock = {
  list: [`E-mail: ${contact.email}`, `Phone: ${contact.phone}`, `Post: ${brand.name}, ${contact.addressLine}`],
};

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  metaDescription:
    'What this site collects and when: nothing leaves your browser for a third party until you accept cookies; the contact form goes to HubSpot.',
  updated: LEGAL_UPDATED,
  intro: `This policy explains, in plain language, what information this website collects, when it collects it and where it goes. The short version: nothing about your visit is sent to a third party until you accept cookies, there are no accounts, and the only personal details we receive are the ones you type into the contact form.`,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        `${brand.name} ("we", "us") runs this website and is responsible for the personal information described here. We are a CRM, data-operations and revenue-operations consultancy based at ${contact.addressLine}.`,
      ],
    },
    {
      id: 'at-a-glance',
      title: 'At a glance',
      blocks: [
        {
          list: [
            'There is no sign-in and no account. You can read every page without telling us who you are.',
            'Until you accept cookies, and for as long as you decline them, your browser makes no request to any third party: pages, images, fonts and search all come from this site.',
            'If you accept, two third-party scripts load: the HubSpot tracking code and the Google tag (with Google Consent Mode v2). Page-speed measurements are then sent to the Google tag too.',
            'If you send the contact form, what you type goes to HubSpot, the CRM we use, so we can reply.',
            'We do not sell personal information and we run no advertising on this site.',
          ],
        },
      ],
    },
    {
      id: 'cookie-choice',
      title: 'Your cookie choice',
      blocks: [
        'About a second after your first page loads, a banner asks whether you accept cookies. It has three controls:',
        {
          list: [
            `Accept stores the word "${CONSENT_ACCEPTED}" in your browser's local storage under the key "${CONSENT_STORAGE_KEY}" and loads the tracking described below.`,
            `Decline stores "${CONSENT_DECLINED}" under the same key. Nothing else happens: no tracking script loads.`,
            'The close button (X) only hides the banner. It stores nothing and decides nothing, so the banner asks again on your next page load.',
          ],
        },
        `The stored choice stays in your browser; it is not a cookie and it is not sent to us or anyone else. You can change it at any time with the "Cookie settings" link at the bottom of every page, which reopens the banner, or by clearing this site's data in your browser.`,
      ],
    },
    {
      id: 'before-you-choose',
      title: 'Before you choose, and if you decline',
      blocks: [
        'Before you make a choice, and after you decline, no analytics, tracking or advertising code runs and no request is made to any host other than this site.',
        'The page does set up Google Consent Mode with every signal (ad_storage, ad_user_data, ad_personalization and analytics_storage) set to "denied". That setting lives in the page itself; because the Google tag is not loaded, nothing is sent anywhere. If you decline, we also record a do-not-track instruction for the HubSpot tracking code, so it stays switched off.',
        'This site sets no cookies of its own.',
      ],
    },
    {
      id: 'if-you-accept',
      title: 'If you accept',
      blocks: [
        'When you accept, or on later visits after you have accepted, the following happens in your browser:',
        {
          list: [
            "The HubSpot tracking code loads from HubSpot's servers. It sets cookies (such as hubspotutk, __hstc and __hssc) that recognize your browser across visits and records the pages you view. We use it to learn which articles and tools lead to inquiries and, if you later send the contact form, to see which pages you read first.",
            'The Google tag loads from Google\'s servers, with the Consent Mode v2 signals updated to "granted". It sends page views, device and browser details and an approximate location (which Google derives from your IP address) to Google Analytics, and sets cookies such as _ga.',
            "About three seconds after each page renders, the site measures how fast it loaded and responded (the Core Web Vitals LCP, FCP, CLS, INP and TTFB). Each measurement goes to the Google tag's data layer with its value, a good or poor rating, your device class (mobile, tablet or desktop), your connection class, your screen width and the time. We add no name, e-mail address or other identifier.",
            'If an image on the page fails to load, an event called image_error_boundary with the error message goes to the same data layer, so we can fix the image.',
          ],
        },
        'Consent Mode v2 grants the advertising signals together with analytics because the banner asks one question. We run no advertising tags, remarketing or ad campaigns from this site.',
      ],
    },
    {
      id: 'contact-form',
      title: 'The contact form',
      blocks: [
        "The [contact form](/contact) asks what your inquiry is about (a service, the program or the playbook), your name, work e-mail address, company, role, company size (or portfolio size, for a private-equity firm), a message and your consent to be contacted. When you send it, your browser sends those details directly to HubSpot's Forms API for our HubSpot account, together with:",
        {
          list: [
            'the address (URL) and title of the page you sent it from;',
            'the value of the hubspotutk cookie, only if you have accepted cookies, which links the inquiry to your earlier page views;',
            `the consent statement you checked, word for word: "${consentText}"`,
          ],
        },
        "Your name is split into first and last name, because HubSpot stores them separately. The form also contains a hidden field and a timer that catch automated spam; both are checked in your browser and are not sent. As with any request, HubSpot's servers see your IP address.",
        `Where the form cannot reach HubSpot, it offers to send the same details by e-mail instead: it opens your own e-mail app with a message to ${contact.email}, and nothing reaches us until you send that e-mail yourself. It then travels like any e-mail you write.`,
        `Until a message is sent, what you type in the form is kept in your browser's session storage under the key "${CONTACT_DRAFT_STORAGE_KEY}", so a reload or a trip to your e-mail app loses nothing. It never leaves your device from there, and your browser deletes it when you close the tab; a successful send, or "Clear the form", deletes it sooner.`,
        'We use what you send to reply to you and to prepare for the conversation you asked for. We do not add you to a newsletter or marketing list unless you ask us to separately.',
      ],
    },
    {
      id: 'free-tools',
      title: 'The free assessment and calculators',
      blocks: [
        `The [data operations assessment](/data-operations-assessment) and the calculators work entirely in your browser; your answers and inputs are not sent to us. The assessment saves your progress in local storage under the key "${PROGRESS_STORAGE_KEY}" so you can pick up where you left off, and a calculator may put its inputs in the page address so you can bookmark or share a result. Either stays on your device unless you share it yourself.`,
      ],
    },
    {
      id: 'search-and-sharing',
      title: 'Search, sharing and links',
      blocks: [
        "Site search runs in your browser on an index downloaded from this site; what you type is not sent anywhere. The share buttons on articles open LinkedIn or X (Twitter) in a new window only when you click them, carrying the page address and title; from then on, that service's own privacy policy applies. The same goes for links to other websites.",
      ],
    },
    {
      id: 'hosting',
      title: 'Hosting',
      blocks: [
        'Like every website, this one is delivered by web servers that record each request: the IP address, the page asked for, the time and the browser type. Our hosting provider keeps these logs to deliver the site and protect it from abuse, for no longer than 30 days, and we do not use them to identify visitors.',
      ],
    },
    {
      id: 'who-else',
      title: 'Who else handles your information',
      blocks: [
        {
          list: [
            'HubSpot, Inc. stores contact-form submissions in our CRM and, if you accept cookies, runs the tracking code.',
            'Google LLC runs Google Analytics through the Google tag, only if you accept cookies.',
            'Our hosting provider delivers the pages and keeps the request logs described above.',
          ],
        },
        'Each acts on our instructions under a data processing agreement. HubSpot and Google may process information in the United States and other countries; where the law requires it, the transfer is covered by the safeguards in those agreements. We share personal information with no one else, except where the law obliges us to.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          list: [
            "Your cookie choice: in your browser until you change it or clear the site's data.",
            'Contact-form inquiries: in HubSpot for up to 24 months after our last conversation with you, then deleted. If you become a client, for the length of the engagement and afterward as long as the law requires us to keep contract and billing records.',
            'Google Analytics data: 14 months, then deleted by Google under our retention setting.',
            'HubSpot and Google cookies: until they expire on the schedule those services set, or until you delete them in your browser.',
            'Server request logs: no longer than 30 days.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        'Wherever you live, you can ask us to:',
        {
          list: [
            'tell you what personal information we hold about you and send you a copy;',
            'correct it, or delete it;',
            'stop using it, or use it only in limited ways;',
            'withdraw your consent to be contacted or to tracking (for tracking, use "Cookie settings" at the bottom of any page).',
          ],
        },
        'Write to us at the address below. We reply within 30 days and we will not treat you differently for asking. If you are in the European Economic Area or the United Kingdom, you may also complain to your data protection authority.',
      ],
    },
    {
      id: 'security-and-children',
      title: 'Security and children',
      blocks: [
        'The site is served over HTTPS, and only the people at our firm who answer inquiries can see submissions in HubSpot. This site is written for business readers and is not directed at children under 16; we do not knowingly collect their information.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'When what the site does changes, this page changes with it, and the date at the top tells you when. If a change affects what leaves your browser, we say so at the top of this page.',
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact us',
      blocks: ['For any privacy question or request:', contactBlock],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  metaDescription: `The terms for using the ${brand.name} website: free to read, no accounts, general information rather than advice, and how our free tools work.`,
  updated: LEGAL_UPDATED,
  intro: `These terms cover your use of this website. They are short and written in plain language. By using the site you agree to them; if you do not, please do not use it. Our consulting work is covered by a separate written agreement, not by these terms.`,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [`This website is run by ${brand.name}, ${contact.addressLine}. You can reach us at ${contact.email}.`],
    },
    {
      id: 'using-the-site',
      title: 'Using the site',
      blocks: [
        "The site is free to use and has no accounts, sign-in or paid areas. You may read, print and share its pages for your own work and your organization's.",
        "Please do not use the site in a way that harms it or other people: no attempts to break its security, no automated traffic heavy enough to slow it down, and no use of the contact form to send spam or someone else's details without their permission.",
      ],
    },
    {
      id: 'information-not-advice',
      title: 'Information, not advice',
      blocks: [
        "Our articles, guides, case studies and FAQs are general information written from our experience. They are not legal, financial, tax or investment advice, and they cannot account for your company's circumstances. Check anything important with a qualified adviser before you rely on it.",
        'The results we quote, such as higher valuations, faster EBITDA growth, return on investment and improvements in leads, sales cycles and close rates, come from our own engagements. They describe what happened for those clients; they are not a promise of what will happen for you. Case studies describe real patterns of work with client details changed or withheld so that no client can be identified.',
      ],
    },
    {
      id: 'free-tools',
      title: 'The free assessment and calculators',
      blocks: [
        'The data operations assessment and the calculators give estimates from the answers and figures you enter and the fixed formulas each page describes. They run in your browser. Treat the results as a starting point for a conversation, not as a forecast or a valuation.',
      ],
    },
    {
      id: 'our-services',
      title: 'Our services and the 100-day guarantee',
      blocks: [
        'Nothing on this site is an offer that becomes a contract when accepted. We provide services only under a written engagement agreement that sets out the scope, the price and the terms.',
        "Our 100-day implementation guarantee applies to the implementation scope agreed in writing at the end of the assessment in a signed engagement: that scope is live within 100 days of kickoff, or we keep working at no additional fee until it is. The engagement agreement sets out the conditions, such as the client's timely decisions and access to systems.",
        'The free 30-minute consultation carries no obligation on either side.',
      ],
    },
    {
      id: 'playbook',
      title: 'The playbook and templates',
      blocks: [
        'If we send you our playbook or its templates, you may use, copy and adapt them inside your own organization and, for a private-equity firm, inside its portfolio companies. Please do not sell them or publish them as your own.',
      ],
    },
    {
      id: 'intellectual-property',
      title: "Our content and other people's trademarks",
      blocks: [
        `The text, images and design of this site belong to ${brand.name}. You may quote short passages with a link back to the page they came from. HubSpot, Salesforce, Microsoft Dynamics, Pipedrive, Marketo and other product names belong to their owners; we mention them to describe our work, not to claim an endorsement.`,
      ],
    },
    {
      id: 'links',
      title: 'Links to other websites',
      blocks: [
        'Some pages link to other websites, which open in a new tab. We do not control them and are not responsible for their content or their privacy practices.',
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy',
      blocks: [
        'Our [privacy policy](/privacy) explains what the site collects, including the cookie choice, the tracking that runs only after you accept, and what happens to what you send through the contact form.',
      ],
    },
    {
      id: 'liability',
      title: 'Availability and liability',
      blocks: [
        'We work to keep the site accurate and available, but we provide it as it is, without warranties, and we may change or remove pages at any time. To the extent the law allows, we are not liable for any loss arising from your use of the site or your reliance on its content. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      blocks: [
        'These terms are governed by the laws of the Commonwealth of Massachusetts. Any dispute about them goes to the state or federal courts located in Boston, Massachusetts.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: ['We may update these terms; the date at the top shows the latest version, which applies from that date.'],
    },
    {
      id: 'contact-us',
      title: 'Contact us',
      blocks: ['Questions about these terms:', contactBlock],
    },
  ],
};
