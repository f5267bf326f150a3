/*
 * The analysis journey's public face: from the address to the written llms.txt. Routes and other
 * features import from here only; the steps' folders are its own.
 */
export { Wizard } from './wizard/Wizard.js';
export { WizardProvider } from './wizard/WizardProvider.js';
export { clearWizardState, wizardStorage } from './wizard/wizard-storage.js';
