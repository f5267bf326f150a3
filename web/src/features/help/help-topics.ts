/** The help dialog's contexts (docs/product-rules.md, The journey): one per wizard step, plus errors. */
export const HELP_CONTEXTS = [
  'url-input',
  'email-capture',
  'analysis',
  'review',
  'generation',
  'error',
] as const;
export type HelpContext = (typeof HELP_CONTEXTS)[number];

export interface HelpTopic {
  title: string;
  steps: string[];
  tips: string[];
  troubleshooting: string[];
}

export const HELP_TOPICS: Record<HelpContext, HelpTopic> = {
  'url-input': {
    title: 'Entering your website address',
    steps: [
      'Type the address of your site, such as example.com. The https:// part is optional.',
      'Wait for the green check that says the address is valid.',
      'Press Analyze Website to continue.',
    ],
    tips: [
      'Use the homepage: Signpost finds the other pages from there, from robots.txt and from your sitemaps.',
      'To analyse one section only, enter its address, such as example.com/docs.',
    ],
    troubleshooting: [
      'The button stays disabled: check the address for spaces or a missing dot before the ending.',
      'Private addresses (localhost, 192.168.x.x, intranet names) cannot be analysed: the site must be public.',
    ],
  },
  'email-capture': {
    title: 'Your email address',
    steps: [
      'Enter the email address you want your results tied to.',
      'If you have used Signpost before with this address, we recognise it and skip this step.',
    ],
    tips: ['Create an account to keep your analyses for 30 days and see them on your dashboard.'],
    troubleshooting: [
      'The address is refused: check it for typing mistakes.',
      'You already have an account: sign in instead to use your plan.',
    ],
  },
  analysis: {
    title: 'While your site is analysed',
    steps: [
      'Site discovery finds your pages from robots.txt, sitemaps, feeds and links.',
      'Content extraction reads each page.',
      'AI quality analysis scores how useful each page is to an AI assistant.',
      'Result compilation ranks the pages and proposes a selection.',
    ],
    tips: [
      'A typical analysis takes 30 to 60 seconds, and up to about 2 minutes for a large site.',
      'You can leave this page open in the background: the progress is kept.',
    ],
    troubleshooting: [
      'Progress seems stuck: the services may be waking up; give it a minute.',
      'The analysis failed: use Retry. A failure on our side gives your analysis back.',
    ],
  },
  review: {
    title: 'Choosing the pages to keep',
    steps: [
      'Look through the pages found, each with its quality badge.',
      'Tick the pages you want in your llms.txt and untick the rest.',
      'Press the generate button when the selection looks right.',
    ],
    tips: [
      'High quality pages (a score of 8 or more) are usually your best candidates.',
      'Use the filters to show only high quality pages, documentation or tutorials.',
    ],
    troubleshooting: [
      'A page you expected is missing: it may be blocked by robots.txt, marked noindex, or beyond your plan’s page limit.',
      'Too many pages are selected: use High Quality Only and untick the rest.',
    ],
  },
  generation: {
    title: 'Your llms.txt file',
    steps: [
      'Check the preview of the generated file.',
      'Copy it or download it as llms.txt.',
      'Upload it to the root of your site, so that it is served at /llms.txt.',
    ],
    tips: [
      'Check the uploaded file with the free validator.',
      'Run a new analysis when your site changes a lot.',
    ],
    troubleshooting: [
      'The download does not start: allow downloads for this site, or use Copy instead.',
      'The file is not found at /llms.txt after upload: check it sits at the root, not in a folder.',
    ],
  },
  error: {
    title: 'When something goes wrong',
    steps: [
      'Read the message: it says what happened and what to do next.',
      'Use Try Again for a passing problem, or Start Over to begin from the address again.',
    ],
    tips: ['Your usage is given back when an analysis fails through our fault.'],
    troubleshooting: [
      'The same error keeps coming back: wait a few minutes and try again.',
      'Still stuck: contact support with the address you analysed and the message you saw.',
    ],
  },
};
