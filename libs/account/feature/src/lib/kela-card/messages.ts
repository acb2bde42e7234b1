import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type KelaCardValues = {
  title: None;
  intro: None;
  loading: None;
  loadFailed: None;
  retry: None;
  noImages: None;
  frontSide: None;
  backSide: None;
  frontImageAlt: None;
  backImageAlt: None;
  addImages: None;
  updateImages: None;
  formTitle: None;
  frontFileLabel: None;
  backFileLabel: None;
  fileHint: { megabytes: number };
  statusMissing: None;
  statusReady: { fileName: string };
  statusUploading: None;
  statusUploaded: None;
  invalidType: None;
  tooLarge: { megabytes: number };
  uploadFailed: None;
  frontProgress: None;
  backProgress: None;
  save: None;
  saveHint: None;
  changeImages: None;
  saved: None;
};

/** The Kela card on my information's basic-information tab (account doc sections 3-5, 8). */
export const kelaCardMessages = defineMessages<KelaCardValues>({
  title: {
    id: 'account.kelaCard.title',
    defaultMessage: 'Kela card',
    description: 'Heading of the Kela card section on the my information page (Kela is the Finnish social insurance institution)',
  },
  intro: {
    id: 'account.kelaCard.intro',
    defaultMessage: 'Add images of the front and the back of your Kela card.',
    description: 'Text under the Kela card heading',
  },
  loading: {
    id: 'account.kelaCard.loading',
    defaultMessage: 'Loading the Kela card information',
    description: 'Announced while the Kela card images are being loaded',
  },
  loadFailed: {
    id: 'account.kelaCard.loadFailed',
    defaultMessage: 'Failed to retrieve the Kela card information',
    description: 'Error shown when the Kela card images could not be loaded',
  },
  retry: {
    id: 'account.kelaCard.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the Kela card information again after a failure',
  },
  noImages: {
    id: 'account.kelaCard.noImages',
    defaultMessage: 'No images of your Kela card have been added.',
    description: 'Shown in the Kela card section when the patient has not added card images',
  },
  frontSide: {
    id: 'account.kelaCard.frontSide',
    defaultMessage: 'Front side',
    description: 'Caption of the image of the Kela card front side',
  },
  backSide: {
    id: 'account.kelaCard.backSide',
    defaultMessage: 'Back side',
    description: 'Caption of the image of the Kela card back side',
  },
  frontImageAlt: {
    id: 'account.kelaCard.frontImageAlt',
    defaultMessage: 'Image of the front side of your Kela card',
    description: 'Alternative text of the saved image of the Kela card front side',
  },
  backImageAlt: {
    id: 'account.kelaCard.backImageAlt',
    defaultMessage: 'Image of the back side of your Kela card',
    description: 'Alternative text of the saved image of the Kela card back side',
  },
  addImages: {
    id: 'account.kelaCard.addImages',
    defaultMessage: 'Add Kela card images',
    description: 'Button that shows or hides the form for adding Kela card images when none have been added',
  },
  updateImages: {
    id: 'account.kelaCard.updateImages',
    defaultMessage: 'Update Kela card images',
    description: 'Button that shows or hides the form for replacing the saved Kela card images',
  },
  formTitle: {
    id: 'account.kelaCard.formTitle',
    defaultMessage: 'New Kela card images',
    description: 'Accessible name of the form for choosing and saving new Kela card images',
  },
  frontFileLabel: {
    id: 'account.kelaCard.frontFileLabel',
    defaultMessage: 'Image of the front side',
    description: 'Label of the file input for the image of the Kela card front side',
  },
  backFileLabel: {
    id: 'account.kelaCard.backFileLabel',
    defaultMessage: 'Image of the back side',
    description: 'Label of the file input for the image of the Kela card back side',
  },
  fileHint: {
    id: 'account.kelaCard.fileHint',
    defaultMessage: 'A JPEG or PNG image, at most {megabytes} MB',
    description: 'Hint under a Kela card file input: the allowed file formats and the largest size in megabytes',
  },
  statusMissing: {
    id: 'account.kelaCard.statusMissing',
    defaultMessage: 'No image chosen',
    description: 'Status of a Kela card side when no file has been chosen',
  },
  statusReady: {
    id: 'account.kelaCard.statusReady',
    defaultMessage: 'Ready to upload: {fileName}',
    description: 'Status of a Kela card side when a valid file has been chosen; fileName is the chosen file’s name',
  },
  statusUploading: {
    id: 'account.kelaCard.statusUploading',
    defaultMessage: 'Uploading…',
    description: 'Status of a Kela card side while its image is being uploaded',
  },
  statusUploaded: {
    id: 'account.kelaCard.statusUploaded',
    defaultMessage: 'Uploaded',
    description: 'Status of a Kela card side once its image has been saved',
  },
  invalidType: {
    id: 'account.kelaCard.invalidType',
    defaultMessage: 'The image file does not meet the requirements. Allowed file formats: JPEG, PNG',
    description: 'Error when the chosen file for a Kela card side is not a JPEG or PNG image',
  },
  tooLarge: {
    id: 'account.kelaCard.tooLarge',
    defaultMessage: 'The image is too large. The largest allowed size is {megabytes} MB.',
    description: 'Error when the chosen file for a Kela card side is larger than the limit, in megabytes',
  },
  uploadFailed: {
    id: 'account.kelaCard.uploadFailed',
    defaultMessage: 'Failed to add the image',
    description: 'Error of a Kela card side when saving the images failed',
  },
  frontProgress: {
    id: 'account.kelaCard.frontProgress',
    defaultMessage: 'Front side upload',
    description: 'Label of the progress bar of the Kela card front side image upload',
  },
  backProgress: {
    id: 'account.kelaCard.backProgress',
    defaultMessage: 'Back side upload',
    description: 'Label of the progress bar of the Kela card back side image upload',
  },
  save: {
    id: 'account.kelaCard.save',
    defaultMessage: 'Save images',
    description: 'Button that uploads and saves both Kela card images',
  },
  saveHint: {
    id: 'account.kelaCard.saveHint',
    defaultMessage: 'Choose an image of both sides to save them.',
    description: 'Hint next to the disabled save button until both Kela card images are chosen',
  },
  changeImages: {
    id: 'account.kelaCard.changeImages',
    defaultMessage: 'Change images',
    description: 'Button that clears both chosen Kela card images so that new ones can be chosen',
  },
  saved: {
    id: 'account.kelaCard.saved',
    defaultMessage: 'The Kela card images have been saved.',
    description: 'Announced when both Kela card images were saved',
  },
});
