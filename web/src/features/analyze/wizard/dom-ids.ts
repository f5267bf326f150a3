/** Element ids other parts of the page jump to (the hero's 'Start Free Analysis'). */
export const WIZARD_SECTION_ID = 'analyze';
export const WEBSITE_URL_INPUT_ID = 'website-url';
