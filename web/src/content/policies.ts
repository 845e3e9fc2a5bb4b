import { PLACEHOLDER, type LinkedSection, type Placeholder } from './content-types';

/**
 * Website policies, terms, disclaimer, accessibility statement and help, in the usual wording of
 * Indian government websites. They state nothing about the corporation beyond what the site
 * itself shows; who to contact is left to the corporation.
 */
export interface PolicySection extends LinkedSection {
  /** Officer or address to write to about this section. */
  readonly contact?: string | Placeholder;
}

export interface PolicyPage {
  readonly path: string;
  readonly title: string;
  readonly sections: readonly PolicySection[];
  /** A long page opens with a list of links to its sections, so a visitor need not scroll to find one. */
  readonly contents?: boolean;
}

/**
 * The fragment id of a section, made from its heading, so that an address such as
 * /website-policies#security-policy leads to the section without script and stays the same between releases.
 */
export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The policies GIGW 3.0 asks every government website to publish (the tenth, terms and conditions, is its own page). */
export const GIGW_WEBSITE_POLICIES = [
  'Copyright Policy',
  'Hyperlinking Policy',
  'Privacy Policy',
  'Content Archival Policy',
  'Content Contribution, Moderation and Approval Policy',
  'Content Review Policy',
  'Website Monitoring Policy',
  'Contingency Management Policy',
  'Security Policy',
];

export const WEBSITE_POLICIES: PolicyPage = {
  path: '/website-policies',
  title: 'Website Policies',
  contents: true,
  sections: [
    {
      heading: 'Copyright Policy',
      paragraphs: [
        'Material on this website may be reproduced free of charge after taking proper permission from the corporation.',
        'The material must be reproduced accurately and must not be used in a derogatory manner or in a misleading context. Wherever the material is published or issued to others, the source must be prominently acknowledged.',
        'Permission to reproduce this material does not extend to any material identified as being the copyright of a third party. Authorisation to reproduce such material must be obtained from the copyright holders concerned.',
      ],
      contact: PLACEHOLDER,
    },
    {
      heading: 'Hyperlinking Policy',
      paragraphs: [
        'Links to other websites: this website links to other websites and portals for the convenience of visitors. The corporation is not responsible for the contents or reliability of the linked websites and does not necessarily endorse the views expressed in them. The presence of a link should not be taken as an endorsement. The corporation cannot guarantee that these links will work all the time and has no control over the availability of the linked pages.',
        'Links to this website from other websites: no prior permission is needed to link directly to information on this website. The corporation would like to be informed of any such link so that visitors can be told of changes or updates to the linked page. Pages of this website may not be loaded into frames on another website; they must open in a newly opened browser window of the visitor.',
      ],
      contact: PLACEHOLDER,
    },
    {
      heading: 'Privacy Policy',
      paragraphs: [
        'This website does not ask visitors for personal information in order to read its pages. A visitor can browse the whole site without revealing who they are, unless they choose to provide such information.',
        'Personal information that a visitor chooses to provide will be used only for the purpose for which it was given and will not be sold or shared with anyone else, except where the law requires it.',
        "The visitor counter is part of this website: it counts each browser once a day and does not store the visitor's internet address.",
        'The page translation widget is provided by an external service and is loaded only when the visitor presses the Translate page button. That service then receives the ordinary details a browser sends when it fetches content, and its own privacy policy applies to that information.',
      ],
      contact: PLACEHOLDER,
    },
    {
      heading: 'Content Archival Policy',
      paragraphs: [
        'Content on this website is reviewed and kept current by the corporation.',
        'Tenders that are no longer current are listed on the Archived Tenders page, so that they remain available for reference.',
        `How long archived content is kept: ${PLACEHOLDER}.`,
      ],
      links: [{ title: 'Archived Tenders', path: '/tenders/archived' }],
    },
    {
      heading: 'Content Contribution, Moderation and Approval Policy',
      paragraphs: [
        'Only the website administrators can publish content on this website or change it; visitors cannot add content to it.',
        'Website administrators are added by the technical staff of the corporation. Each administrator signs in with a one-time password sent to the mobile number registered for that administrator.',
        "Every creation, change and deletion of a picture, notice, tender, document, directory entry or RTI entry is recorded, with its time, in the activity log shown on the administrators' dashboard.",
        `Who contributes content for each part of the website, who moderates it and who approves it before it is published: ${PLACEHOLDER}.`,
        `Web Information Manager: ${PLACEHOLDER}.`,
      ],
      contact: PLACEHOLDER,
    },
    {
      heading: 'Content Review Policy',
      paragraphs: [
        'Content on this website is to be reviewed so that it remains correct and current. The activity log records every change to pictures, notices, tenders, documents, directory entries and RTI entries with its time, so that a review can see what was changed and when.',
        'A tender moves to the Archived Tenders page automatically once its last date of submission has passed. The website checks for such tenders several times a day, by the calendar of India, and archived tenders remain available on that page.',
        `How often each kind of content is reviewed: ${PLACEHOLDER}.`,
        `Officer responsible for the review: ${PLACEHOLDER}.`,
      ],
      links: [{ title: 'Archived Tenders', path: '/tenders/archived' }],
      contact: PLACEHOLDER,
    },
    {
      heading: 'Website Monitoring Policy',
      paragraphs: [
        'The services that make up this website report their health, so that a part which fails is detected.',
        'Messages sent through the Feedback page are shown to the website administrators, so that problems reported by visitors, such as a broken link or a page that does not work, come to their notice.',
        `How often the performance, functionality, links and traffic of the website are reviewed: ${PLACEHOLDER}.`,
        `Officer responsible for monitoring the website: ${PLACEHOLDER}.`,
      ],
      links: [{ title: 'Feedback', path: '/feedback' }],
      contact: PLACEHOLDER,
    },
    {
      heading: 'Contingency Management Policy',
      paragraphs: [
        'The records of this website are kept in a database, and its pictures and documents in a separate file store. The deployment guide of the website sets out that both are backed up together and how they are restored, so that the website can be brought back after a failure.',
        'A part of the website that fails its health check can be taken out of service and restarted automatically, without waiting for an administrator.',
        `How often backups are taken and how long they are kept: ${PLACEHOLDER}.`,
        `Officer to be informed of a failure, defacement or other incident affecting the website: ${PLACEHOLDER}.`,
      ],
      contact: PLACEHOLDER,
    },
    {
      heading: 'Security Policy',
      paragraphs: [
        'Only the website administrators can publish or change content. An administrator signs in with a one-time password of 6 digits sent to the registered mobile number; a password is valid for a short time only and the number of wrong attempts is limited.',
        "An administrator session ends when the browser tab is closed or when the session expires. An administrator can be disabled, which ends all of that administrator's sessions at once.",
        'Every administrator sign-in is recorded in a sign-in log, which is kept for 180 days and then removed.',
        'Pictures uploaded to the website are checked by their content and re-encoded before they are published. PDF documents are checked by their content; password-protected documents, and documents that carry scripts or automatic actions, are refused.',
        'The website sends security headers to the browser, including a content security policy that allows no inline script.',
        "Visitors are not asked to sign in. The feedback form and the visitor counter do not store the visitor's internet address, and the number of feedback messages accepted from one address is limited, to prevent misuse.",
        'A security problem noticed on this website may be reported through the Feedback page.',
        `Security audit of the website, and how often it is repeated: ${PLACEHOLDER}.`,
      ],
      links: [{ title: 'Feedback', path: '/feedback' }],
      contact: PLACEHOLDER,
    },
  ],
};

export const TERMS_AND_CONDITIONS: PolicyPage = {
  path: '/terms-and-conditions',
  title: 'Terms and Conditions',
  sections: [
    {
      heading: 'Terms and Conditions',
      paragraphs: [
        'This website is published by the corporation for the information of farmers, seed growers and the general public.',
        'Though every effort has been made to ensure the accuracy and currency of the content on this website, it should not be construed as a statement of law or used for any legal purpose. In case of any ambiguity or doubt, users are advised to verify or check with the corporation and to obtain appropriate professional advice.',
        'Under no circumstances will the corporation be liable for any expense, loss or damage, including indirect or consequential loss or damage, or any expense, loss or damage whatsoever arising from the use, or loss of use, of data, arising out of or in connection with the use of this website.',
        'Information on this website that comes from third parties, including links to other websites, is provided for the convenience of visitors. The corporation is not responsible for the contents or reliability of linked websites and does not necessarily endorse the views expressed in them.',
        'These terms and conditions are governed by and construed in accordance with the laws of India. Any dispute arising under them is subject to the exclusive jurisdiction of the courts of India.',
      ],
      contact: PLACEHOLDER,
    },
  ],
};

export const DISCLAIMER: PolicyPage = {
  path: '/disclaimer',
  title: 'Disclaimer',
  sections: [
    {
      heading: 'Disclaimer',
      paragraphs: [
        'The information on this website is provided for general information. Sale rates, availability, subsidies and other figures may change; the figures in force are those notified by the corporation.',
        'The corporation makes every effort to keep the information correct and up to date but accepts no liability for any loss or damage arising from its use. Documents and forms on this website are for reference; where a document differs from the original issued by the corporation, the original prevails.',
        'Links to other websites are provided for convenience. The corporation has no control over their content or availability and is not responsible for them.',
      ],
      contact: PLACEHOLDER,
    },
  ],
};

export const ACCESSIBILITY_STATEMENT: PolicyPage = {
  path: '/accessibility-statement',
  title: 'Accessibility Statement',
  sections: [
    {
      heading: 'Accessibility Statement',
      paragraphs: [
        'The corporation wants this website to be usable by every visitor, whatever the device, technology or ability, and aims to follow the Guidelines for Indian Government Websites and the Web Content Accessibility Guidelines.',
        'The pages are built to work with assistive technologies such as screen readers and magnifiers: they are organised with headings and landmarks, images that carry information have a text alternative, and controls can be reached with the keyboard.',
        'The site offers a "Skip to main content" link, controls to make the text smaller or larger, and a light and a dark colour scheme. The Screen Reader Access page lists screen readers that can be used with the site, and the Help page explains the controls.',
        'Some documents on the site are PDF files, which may not all be fully accessible. A visitor who cannot read a document or use a part of the site is asked to tell the corporation, naming the page and the problem, so that the information can be provided in another way.',
      ],
      links: [
        { title: 'Screen Reader Access', path: '/screen-access-reader' },
        { title: 'Help', path: '/help' },
        { title: 'Feedback', path: '/feedback' },
      ],
      contact: PLACEHOLDER,
    },
  ],
};

export const HELP: PolicyPage = {
  path: '/help',
  title: 'Help',
  contents: true,
  sections: [
    {
      heading: 'Finding information',
      paragraphs: [
        'The menu at the top of every page leads to each section of the site. On a small screen, open it with the Menu button. The line of links under the menu (the breadcrumb) shows where the current page sits in the site; each part of it is a link back up.',
        'The Sitemap lists every section and page.',
      ],
      links: [{ title: 'Sitemap', path: '/sitemap' }],
    },
    {
      heading: 'Searching the site',
      paragraphs: [
        'Type a word or part of a word in the search box at the top of the page. A list of matching pages appears as you type, followed by matching notices and tenders. Choose one with the mouse, or with the arrow keys and Enter, to open it. Escape clears the box.',
      ],
    },
    {
      heading: 'Changing the text size',
      paragraphs: [
        'The A- and A+ buttons at the top of the page make the text smaller or larger, a step at a time, within a range that keeps pages readable. The A button sets the text back to its standard size. The zoom of your web browser (Ctrl and + or Ctrl and -) enlarges the whole page as well.',
      ],
    },
    {
      heading: 'Light and dark mode',
      paragraphs: [
        'The Dark mode button at the top of the page switches the site between a light and a dark colour scheme; press it again to go back. The site remembers your choice on this device.',
      ],
    },
    {
      heading: 'Language',
      paragraphs: [
        "The हिन्दी button at the top of the page shows the site's menus, headings and buttons in Hindi; in Hindi the same button reads English and switches back. The Translate page button offers a translation of the whole page into other languages by an external translation service.",
      ],
    },
    {
      heading: 'Keyboard and screen readers',
      paragraphs: [
        'Every link and control can be reached with the Tab key. The "Skip to main content" link at the top of the page moves straight past the header and menu to the page content.',
        'The Screen Reader Access page lists screen readers that can be used with this site.',
      ],
      links: [{ title: 'Screen Reader Access', path: '/screen-access-reader' }],
    },
    {
      heading: 'Reading documents',
      paragraphs: [
        'Many documents on this site, such as notices, tenders and forms, are PDF files; each link to one says so and opens it in a new tab. Most web browsers show PDF files themselves. Otherwise a PDF reader is needed, such as the free Adobe Acrobat Reader.',
      ],
      links: [{ title: 'Adobe Acrobat Reader', path: 'https://get.adobe.com/reader/' }],
    },
  ],
};

export const POLICY_PAGES: readonly PolicyPage[] = [
  WEBSITE_POLICIES,
  TERMS_AND_CONDITIONS,
  DISCLAIMER,
  ACCESSIBILITY_STATEMENT,
  HELP,
];
