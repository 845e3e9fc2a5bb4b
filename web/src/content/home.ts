export interface DocumentLink {
  label: string;
  href: string;
  /** Size in bytes, when known. */
  bytes: number | null;
}

export interface ExternalPortalLink {
  label: string;
  href: string;
}

export interface HomeContent {
  aboutSummary: string[];
  /** Internal pages of the Quick Links card, labelled by their route titles. */
  quickLinks: string[];
  /** The two policies bundled as PDFs. */
  policyLinks: DocumentLink[];
  /** The 'Others' card: image links to the citizen-engagement portal. */
  otherLinks: ExternalPortalLink[];
}

export const HOME: HomeContent = {
  aboutSummary: [
    "The corporation was set up in 1974 under the Companies Act, 1956, to organise the production and distribution of certified seed to the state's farmers at reasonable rates.",
    'It runs six seed processing plants (Umri, Hisar, Sirsa, Yamuna Nagar, Tohana and Pataudi), a vegetable seed plant at Umri, a marketing centre at Bhiwani, a cotton ginning and delinting factory at Hisar and a seed testing laboratory at Umri, and sells seed through 74 sale counters and institutional agencies.',
  ],
  quickLinks: [
    '/internal-complaint-committee',
    '/audit-cell',
    '/quality-control',
    '/agreements',
    '/rti',
    '/services',
    '/administration/anti-stubble-buring-campaign',
  ],
  policyLinks: [
    // PLACEHOLDER: the bundled policy PDFs and their sizes are to be supplied by the corporation.
    { label: 'CSR Policy', href: '/documents/csr-policy.pdf', bytes: null },
    { label: 'Vigil Mechanism Policy', href: '/documents/vigil-mechanism-policy.pdf', bytes: null },
  ],
  otherLinks: [
    // PLACEHOLDER: the four portal links, their addresses and pictures are to be supplied by the corporation.
    { label: 'Citizen engagement portal (link 1, placeholder)', href: 'https://www.example.org/' },
    { label: 'Citizen engagement portal (link 2, placeholder)', href: 'https://www.example.org/' },
    { label: 'Citizen engagement portal (link 3, placeholder)', href: 'https://www.example.org/' },
    { label: 'Citizen engagement portal (link 4, placeholder)', href: 'https://www.example.org/' },
  ],
};
