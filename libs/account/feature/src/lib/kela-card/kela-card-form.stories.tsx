import type { Meta, StoryObj } from '@storybook/react-vite';
import { KelaCardForm } from './kela-card-form';
import { KelaCardImages } from './kela-card-images';
import type { KelaCardUploadState } from './upload-state';
import { initialUploadState } from './upload-state';

const front = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kela-front.jpg', { type: 'image/jpeg' });
const back = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'kela-back.png', { type: 'image/png' });

const ready: KelaCardUploadState = {
  front: { status: 'ready-to-upload', file: front, contentType: 'image/jpeg' },
  back: { status: 'ready-to-upload', file: back, contentType: 'image/png' },
};

/** A drawn card, so that the story needs no image files. */
function cardImage(text: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" rx="14" fill="${colour}"/><text x="24" y="48" font-family="sans-serif" font-size="22" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const meta = {
  title: 'Account/KelaCardForm',
  component: KelaCardForm,
  args: { state: initialUploadState, onChoose: () => undefined, onSave: () => undefined, onReset: () => undefined },
} satisfies Meta<typeof KelaCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Missing: Story = {};

export const ReadyToUpload: Story = { args: { state: ready } };

export const Uploading: Story = {
  args: {
    state: {
      front: { status: 'uploading', file: front, contentType: 'image/jpeg', progress: 64 },
      back: { status: 'uploading', file: back, contentType: 'image/png', progress: 20 },
    },
  },
};

export const Uploaded: Story = { args: { state: { front: { status: 'uploaded' }, back: { status: 'uploaded' } } } };

export const Errors: Story = {
  args: { state: { front: { status: 'error', error: 'invalid-type' }, back: { status: 'error', error: 'upload-failed' } } },
};

/** The saved images above the form, as the section shows them. */
export const WithSavedImages: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <KelaCardImages imageUrl={{ front: cardImage('KELA', '#005f73'), back: cardImage('1234 5678', '#4b5d68') }} />
      <KelaCardForm {...args} />
    </div>
  ),
};

export const NoSavedImages: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <KelaCardImages imageUrl={{ front: null, back: null }} />
      <KelaCardForm {...args} />
    </div>
  ),
};

export const ChildrenBrand: Story = { globals: { brand: 'children', locale: 'sv' }, args: { state: ready } };
