import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { ConsentChoices, ConsentFormStatus } from './consent-form';
import { ConsentForm } from './consent-form';

const onRecord: ConsentChoices = {
  allowsCommonRegistry: true,
  allowsViewingOccupationalInformation: true,
  allowsMarketingMail: false,
  allowsTreatmentInstructionsMail: true,
  allowsBookingSms: true,
};

const meta = {
  title: 'Forms/ConsentForm',
  component: ConsentForm,
  args: {
    initial: null,
    asksOccupational: true,
    policyRequired: true,
    privacyPolicyHref: '#privacy-policy',
    saveLabel: 'Save',
    status: 'idle',
    onSubmit: fn(),
  },
} satisfies Meta<typeof ConsentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No consent on record: saving waits for the privacy policy. */
export const FirstTime: Story = {};

/** A consent on record: the form starts from it and needs no new acknowledgement. */
export const OnRecord: Story = { args: { initial: onRecord, policyRequired: false } };

/** Booking asks without the link when the page gives none. */
export const WithoutPolicyLink: Story = { args: { privacyPolicyHref: undefined } };

/** The children's brand does not ask the occupational-information consent. */
export const ChildrenBrand: Story = { args: { asksOccupational: false }, globals: { brand: 'children' } };

/** Submit it: a save that fails first and then goes through. */
export const Interactive: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState<ConsentFormStatus>('idle');
    const [attempts, setAttempts] = useState(0);
    return (
      <ConsentForm
        {...args}
        status={status}
        onSubmit={(values) => {
          args.onSubmit(values);
          setStatus('saving');
          setAttempts(attempts + 1);
          setTimeout(() => setStatus(attempts === 0 ? 'failed' : 'saved'), 800);
        }}
      />
    );
  },
};

/** The states after a submit, side by side. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {(['saving', 'saved', 'failed'] as const).map((status) => (
        <ConsentForm key={status} {...args} initial={onRecord} policyRequired={false} status={status} />
      ))}
    </div>
  ),
};
