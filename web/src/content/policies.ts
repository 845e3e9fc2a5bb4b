import { PLACEHOLDER, type Placeholder, type TextSection } from './content-types';

/**
 * Website policies, terms, disclaimer, accessibility statement and help, in the usual wording of
 * Indian government websites. They state nothing about the corporation beyond what the site
 * itself shows; who to contact is left to the corporation.
 */
export interface PolicySection extends TextSection {
  /** Officer or address to write to about this section. */
  readonly contact?: string | Placeholder;
}

export interface PolicyPage {
  readonly path: string;
  readonly title: string;
  readonly sections: readonly PolicySection[];
}

export const WEBSITE_POLICIES: PolicyPage = {
  path: '/website-policies',
  title: 'Website Policies',
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
        'The visitor counter and the page translation widget shown on this website are provided by external services, which receive the ordinary details a browser sends when it fetches their content. Their own privacy policies apply to that information.',
      ],
      contact: PLACEHOLDER,
    },
    {
      heading: 'Content Archival Policy',
      paragraphs: [
        'Content on this website is reviewed and kept current by the corporation.',
        'Tenders that are no longer current are listed on the Archived Tenders page (/tenders/archived), so that they remain available for reference.',
        `How long archived content is kept: ${PLACEHOLDER}.`,
      ],
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
        'The site offers a "Skip to main content" link, controls to make the text smaller or larger, and a light and a dark colour scheme. The screen reader access page (/screen-access-reader) lists screen readers that can be used with the site.',
        'Some documents on the site are PDF files, which may not all be fully accessible. A visitor who cannot read a document or use a part of the site is asked to tell the corporation, naming the page and the problem, so that the information can be provided in another way.',
      ],
      contact: PLACEHOLDER,
    },
  ],
};

export const HELP: PolicyPage = {
  path: '/help',
  title: 'Help',
  sections: [
    {
      heading: 'Finding information',
      paragraphs: [
        'The menu at the top of every page leads to each section of the site. On a small screen, open the menu with the menu button. The line of links under the menu (the breadcrumb) shows where the current page sits in the site; each part of it is a link back up.',
        'Type a word in the search box in the header to see a list of matching pages, then choose one to open it. The Sitemap (/sitemap) lists every section and page.',
      ],
    },
    {
      heading: 'Changing the text size',
      paragraphs: [
        'The A- and A+ buttons in the header make the text smaller or larger in steps. The A button brings the text back to its standard size.',
      ],
    },
    {
      heading: 'Light and dark mode',
      paragraphs: [
        'The Light/Dark button in the header switches the site between a light and a dark colour scheme. Choose the one that is easier for you to read.',
      ],
    },
    {
      heading: 'Keyboard and screen readers',
      paragraphs: [
        'Every link and control can be reached with the Tab key. The "Skip to main content" link in the header moves straight past the header and menu to the page content.',
        'The screen reader access page (/screen-access-reader) lists screen readers that can be used with this site.',
      ],
    },
    {
      heading: 'Reading documents',
      paragraphs: [
        'Many documents on this site, such as notices, tenders and forms, are PDF files. To read them you need a PDF reader. Most web browsers open PDF files themselves; otherwise a free reader such as Adobe Acrobat Reader (https://get.adobe.com/reader/) can be installed.',
      ],
    },
    {
      heading: 'Translation',
      paragraphs: ['The translation widget in the header shows the page in another language.'],
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
