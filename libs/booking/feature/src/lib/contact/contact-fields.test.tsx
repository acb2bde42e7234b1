import { valibotResolver } from '@hookform/resolvers/valibot';
import type { PatientContactUpdate } from '@portal/booking/contracts';
import { createPatientContactUpdateSchema } from '@portal/booking/contracts';
import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { contactFormMessages } from '../reservation/forms/form-messages';
import { anonymousFields, ContactFields, contactFields } from './contact-fields';

const empty: PatientContactUpdate = { streetAddress: '', postalCode: '', postOffice: '', emailAddress: '', phoneNumber: '' };

function ContactForm({ isDisabled }: { isDisabled?: boolean }) {
  const intl = useIntl();
  const { control } = useForm<PatientContactUpdate>({
    resolver: valibotResolver(createPatientContactUpdateSchema(contactFormMessages(intl))),
    defaultValues: empty,
    mode: 'onTouched',
  });
  return <ContactFields control={control} fields={contactFields} isDisabled={isDisabled} />;
}

type AnonymousText = Record<(typeof anonymousFields)[number]['name'], string>;

function AnonymousForm() {
  const { control } = useForm<AnonymousText>({
    defaultValues: { ssn: '', firstName: '', lastName: '', phone: '', emailAddress: '' },
  });
  return <ContactFields control={control} fields={anonymousFields} />;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('ContactFields', () => {
  it('shows the address and contact fields in order, required, with their autofill tokens', () => {
    renderWithIntl(<ContactForm />);
    const expected = [
      ['Street address', 'street-address'],
      ['Postal code', 'postal-code'],
      ['Post office', 'address-level2'],
      ['Phone number', 'tel'],
      ['E-mail', 'email'],
    ] as const;
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(expected.length);
    expected.forEach(([name, token], index) => {
      expect(boxes[index]).toBe(field(name));
      expect(boxes[index]).toHaveAttribute('autocomplete', token);
      expect(boxes[index]).toBeRequired();
    });
  });

  it('shows the schema error of a touched field', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithIntl(<ContactForm />);
    await user.click(field('Street address'));
    await user.click(field('Postal code'));
    await user.paste('123');
    await user.tab();
    expect(field('Street address')).toHaveAccessibleDescription('Required');
    expect(field('Postal code')).toHaveAccessibleDescription('Enter five digits');
  });

  it('writes the phone number in international form on leaving it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithIntl(<ContactForm />);
    await user.click(field('Phone number'));
    await user.paste('040 123 4567');
    await user.tab();
    expect(field('Phone number')).toHaveValue('+358401234567');
  });

  it('disables every field while saving', () => {
    renderWithIntl(<ContactForm isDisabled />);
    for (const box of screen.getAllByRole('textbox')) expect(box).toBeDisabled();
  });

  it('gives the anonymous form its identity fields and phone and e-mail keyboards', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithIntl(<AnonymousForm />);
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('autocomplete'))).toEqual([
      'off',
      'given-name',
      'family-name',
      'tel',
      'email',
    ]);
    expect(field('Personal identity code')).toHaveAttribute('type', 'text');
    expect(field('Phone number')).toHaveAttribute('type', 'tel');
    expect(field('E-mail')).toHaveAttribute('type', 'email');
    await user.click(field('Phone number'));
    await user.paste('040 123 4567');
    await user.tab();
    expect(field('Phone number')).toHaveValue('+358401234567');
  });

  it('leaves the keyboard to the browser where a form never chose one', () => {
    renderWithIntl(<ContactForm />);
    expect(field('Phone number')).toHaveAttribute('type', 'text');
  });
});
