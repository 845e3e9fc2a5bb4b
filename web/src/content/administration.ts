import type { NotificationLocation } from '@seedcorp/contracts';
import { PLACEHOLDER, type Placeholder } from './content-types';

/** /administration/*: each page lists the documents administrators publish in one notification section. */
export interface AdministrationSection {
  readonly path: string;
  readonly location: NotificationLocation;
  readonly intro: string;
}

/** What a section with no published document says (spec, section 8). */
export const ADMINISTRATION_EMPTY_TEXT = 'None.';

export const ADMINISTRATION_SECTIONS: readonly AdministrationSection[] = [
  {
    path: '/administration/service-rules',
    location: 'Service Rules',
    intro: 'The service rules of the corporation, each as a downloadable document.',
  },
  {
    path: '/administration/circulars',
    location: 'Circulars',
    intro: 'Circulars issued by the corporation.',
  },
  {
    path: '/administration/forms',
    location: 'Forms',
    intro: 'Application forms for advances and allowances, to print and fill in.',
  },
  {
    path: '/administration/manuals',
    location: 'Manuals',
    intro: 'Manuals of the corporation.',
  },
  {
    path: '/administration/notifications',
    location: 'Administration Notifications',
    intro: 'Administrative notifications of the corporation.',
  },
  {
    path: '/administration/placement',
    location: 'Placement',
    intro: 'Placement orders of the corporation.',
  },
  {
    path: '/administration/policies',
    location: 'Policies',
    intro: 'Policies of the corporation.',
  },
  {
    path: '/administration/transfers',
    location: 'Transfers',
    intro: 'Transfer orders of the corporation.',
  },
  {
    path: '/administration/miscellaneous',
    location: 'Miscellaneous',
    intro: 'Other administrative documents of the corporation.',
  },
];

export function administrationSection(path: string): AdministrationSection | undefined {
  return ADMINISTRATION_SECTIONS.find((section) => section.path === path);
}

/** A picture of the campaign; it is shown only once its file and a description of it are supplied. */
export interface CampaignImage {
  readonly label: string;
  readonly file?: { readonly src: string; readonly alt: string };
}

/** A recording is published only with its captions (video) or its transcript (audio). */
export interface CampaignVideo {
  readonly label: string;
  readonly file?: { readonly src: string; readonly captions: string };
}

export interface CampaignAudio {
  readonly label: string;
  readonly file?: { readonly src: string; readonly transcript: string };
}

export interface AntiStubbleCampaign {
  readonly path: string;
  readonly location: NotificationLocation;
  readonly intro: string;
  readonly documentsHeading: string;
  readonly mediaHeading: string;
  readonly images: readonly CampaignImage[];
  readonly video: CampaignVideo;
  readonly audio: CampaignAudio;
  readonly transcriptLink: string;
  /** What a picture or recording not yet supplied says in its place. */
  readonly pending: {
    readonly image: string | Placeholder;
    readonly video: string;
    readonly audio: string;
  };
}

/** /administration/anti-stubble-buring-campaign (the path keeps the spec's spelling). */
export const ANTI_STUBBLE_CAMPAIGN: AntiStubbleCampaign = {
  path: '/administration/anti-stubble-buring-campaign',
  location: 'Anti Stubble Burning',
  intro:
    'The campaign against burning crop stubble: the scheme, the guidelines for managing straw, and the campaign pictures and recordings.',
  documentsHeading: 'Scheme and guidelines',
  mediaHeading: 'Campaign pictures and recordings',
  images: [{ label: 'Campaign picture 1' }, { label: 'Campaign picture 2' }, { label: 'Campaign picture 3' }],
  video: { label: 'Campaign video' },
  audio: { label: 'Campaign audio clip' },
  transcriptLink: 'Transcript of the campaign audio clip',
  pending: {
    image: PLACEHOLDER,
    video: `The video recording and its captions are to be supplied. ${PLACEHOLDER}.`,
    audio: `The audio recording and its transcript are to be supplied. ${PLACEHOLDER}.`,
  },
};
