import { identificationMethods } from '@portal/shared/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IdentificationMethodList } from './identification-method-list';

const meta = {
  title: 'Account/IdentificationMethodList',
  component: IdentificationMethodList,
  render: (args) => (
    <section aria-labelledby="methods-heading">
      <h2 id="methods-heading">Choose how to identify yourself</h2>
      <IdentificationMethodList {...args} />
    </section>
  ),
  args: {
    methods: identificationMethods,
    labelledBy: 'methods-heading',
    // Stories stay on the page: the real links start identification at /oauth/authenticate.
    hrefFor: (method) => `#${method}`,
  },
} satisfies Meta<typeof IdentificationMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MobileCertificateOnly: Story = { args: { methods: ['mobiilivarmenne'] } };

export const ChildrenBrand: Story = { globals: { brand: 'children' } };
