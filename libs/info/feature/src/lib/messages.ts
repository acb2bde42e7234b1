import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type InfoValues = {
  termsInFinnishOnly: { brandName: string };
  chatMovedTitle: { brandName: string };
  chatMovedText: None;
  appStore: None;
  googlePlay: None;
  storeLinksLabel: None;
};

export const infoMessages = defineMessages<InfoValues>({
  termsInFinnishOnly: {
    id: 'info.terms.finnishOnly',
    defaultMessage: 'The terms of use of {brandName} are available in Finnish only.',
    description: "Notice above the Finnish terms of use when the children's brand's terms page is viewed in Swedish or English",
  },
  chatMovedTitle: {
    id: 'info.pikkutsatti.movedTitle',
    defaultMessage: "The children's chat has moved to the {brandName} app",
    description: "Heading on the children's chat page: the chat is no longer in the web portal but in the brand's mobile app",
  },
  chatMovedText: {
    id: 'info.pikkutsatti.movedText',
    defaultMessage: 'You can chat with our nurses and doctors in the mobile app. Download the app for your phone:',
    description: "Text on the children's chat page before the links to the app stores",
  },
  appStore: {
    id: 'info.pikkutsatti.appStore',
    defaultMessage: 'Download on the App Store (iPhone)',
    description: "Link to the brand's iOS app in Apple's App Store on the children's chat page",
  },
  googlePlay: {
    id: 'info.pikkutsatti.googlePlay',
    defaultMessage: 'Get it on Google Play (Android)',
    description: "Link to the brand's Android app in Google Play on the children's chat page",
  },
  storeLinksLabel: {
    id: 'info.pikkutsatti.storeLinks',
    defaultMessage: 'App stores',
    description: "Accessible name of the list of app store links on the children's chat page",
  },
});
