import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { aGuardian, anInformation } from '@portal/account/contracts/testing';
import { renderMyInformation } from '../../testing/render-my-information';

const textbox = (name: string, container: HTMLElement = document.body) => within(container).getByRole('textbox', { name });
const guardianGroup = (number: number) => screen.getByRole('group', { name: `Guardian ${number}` });
const posts = (calls: { method: string; url: URL; body: unknown }[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/user');

/** The field's error, as assistive technology reads it: the text the input is described by. */
function errorOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
}

async function replace(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
  await user.tab();
}

describe('my information: contact details', () => {
  it.each([
    ['E-mail', 'laura@example', 'Please enter your email, eg. name@example.com'],
    ['E-mail', `${'x'.repeat(64)}@${'e'.repeat(11)}.com`, 'Please enter your email, eg. name@example.com'],
    ['E-mail', '', 'Required'],
    ['Mobile phone number', '12345', 'Please enter your phone number, eg. +358401234567'],
    ['Mobile phone number', '+358 40 123 4567 890', 'Please enter your phone number, eg. +358401234567'],
    ['Street address', 'K', 'Enter 2-30 characters'],
    ['Street address', 'K'.repeat(31), 'Enter 2-30 characters'],
    ['Postal code', '0010', 'Zipcode length should be 5 and can only contain numbers'],
    ['Postal code', '0010A', 'Zipcode length should be 5 and can only contain numbers'],
    ['Post office', 'H', 'Enter 2-30 characters'],
    ['Post office', 'H'.repeat(31), 'Enter 2-30 characters'],
  ])('%s %j says "%s", tied to the field', async (label, value, message) => {
    const { user } = renderMyInformation();
    const field = await screen.findByRole('textbox', { name: label });
    await replace(user, field, value);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(errorOf(field)).toContain(message);
  });

  it('takes an e-mail of 78 characters', async () => {
    const { user } = renderMyInformation();
    const field = await screen.findByRole('textbox', { name: 'E-mail' });
    await replace(user, field, `${'x'.repeat(64)}@${'e'.repeat(9)}.com`);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('turns a leading 0 into +358 and removes spaces when the phone field is left', async () => {
    const { user } = renderMyInformation();
    const field = await screen.findByRole('textbox', { name: 'Mobile phone number' });
    await replace(user, field, '040 123 4567');
    expect(field).toHaveValue('+358401234567');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('offers the languages Finnish, Swedish and Other, starting from the one on record', async () => {
    const { user, calls } = renderMyInformation({ information: anInformation({ language: 'sv' }) });
    const select = await screen.findByRole('button', { name: /Language/ });
    expect(select).toHaveTextContent('Swedish');
    await user.click(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Finnish', 'Swedish', 'Other']);
    await user.click(options[2] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ language: 'en' });
  });

  it('blocks saving on any error, names the fields to check and moves focus there', async () => {
    const { user, calls } = renderMyInformation();
    await replace(user, await screen.findByRole('textbox', { name: 'E-mail' }), 'laura');
    await replace(user, textbox('Postal code'), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByText('Please check the following fields: E-mail and Postal code');
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    expect(posts(calls)).toHaveLength(0);
    // Correcting the fields empties the list.
    await replace(user, textbox('E-mail'), 'laura@example.com');
    await replace(user, textbox('Postal code'), '00100');
    await waitFor(() => expect(screen.queryByText(/Please check the following fields/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
  });

  it('starts with empty fields for a person with nothing on record, and names them all', async () => {
    const { user } = renderMyInformation({
      information: anInformation({ email: null, phoneNumber: null, postalAddress: null, isRegistered: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Please check the following fields: E-mail, Mobile phone number, Street address, Postal code and Post office',
      ),
    ).toBeInTheDocument();
  });
});

describe('my information: guardians', () => {
  it('are not asked in the general brand', async () => {
    const { user, calls } = renderMyInformation({ information: anInformation({ guardians: [aGuardian()] }) });
    await screen.findByRole('textbox', { name: 'E-mail' });
    expect(screen.queryByRole('heading', { name: 'Guardians' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ guardians: [] });
  });

  it('always show the first guardian, who cannot be removed; a second can be added and removed', async () => {
    const { user } = renderMyInformation({ brand: 'children' });
    expect(await screen.findByRole('heading', { name: 'Guardians' })).toBeInTheDocument();
    expect(guardianGroup(1)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove guardian/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a guardian' }));
    expect(guardianGroup(2)).toBeInTheDocument();
    await waitFor(() => expect(textbox('Last name and first names', guardianGroup(2))).toHaveFocus());
    // At most two.
    expect(screen.queryByRole('button', { name: 'Add a guardian' })).not.toBeInTheDocument();
    expect(within(guardianGroup(1)).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(within(guardianGroup(2)).getByRole('button', { name: 'Remove guardian 2' }));
    expect(screen.queryByRole('group', { name: 'Guardian 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Guardians' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add a guardian' })).toBeInTheDocument();
  });

  it('hide the address fields while the guardian has the same address as the child', async () => {
    const { user } = renderMyInformation({ brand: 'children', information: anInformation({ guardians: [aGuardian()] }) });
    const first = await screen.findByRole('group', { name: 'Guardian 1' });
    expect(textbox('Street address', first)).toHaveValue('Koivukuja 2');
    await user.click(within(first).getByRole('checkbox', { name: 'Same address as the child' }));
    expect(within(first).queryByRole('textbox', { name: 'Street address' })).not.toBeInTheDocument();
    expect(within(first).queryByRole('textbox', { name: 'Postal code' })).not.toBeInTheDocument();
    expect(within(first).queryByRole('textbox', { name: 'Post office' })).not.toBeInTheDocument();
    await user.click(within(first).getByRole('checkbox', { name: 'Same address as the child' }));
    expect(textbox('Street address', first)).toHaveValue('Koivukuja 2');
  });

  it('start a new guardian at the child’s address, so only the name and phone are needed', async () => {
    const { user, calls } = renderMyInformation({ brand: 'children' });
    const first = await screen.findByRole('group', { name: 'Guardian 1' });
    expect(within(first).getByRole('checkbox', { name: 'Same address as the child' })).toBeChecked();
    await replace(user, textbox('Last name and first names', first), 'Laine Johanna');
    await replace(user, textbox('Phone number', first), '050 123 4567');
    expect(textbox('Phone number', first)).toHaveValue('+358501234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({
      guardians: [
        { name: 'Laine Johanna', phone: '+358501234567', emailAddress: '', isGuardianHasSameAddress: true, streetAddress: '', zipCode: '', postOffice: '' },
      ],
    });
  });

  it.each([
    ['Last name and first names', 'N'.repeat(41), 'Maximum character length is 40'],
    ['Last name and first names', '', 'Required'],
    ['Phone number', '+358 40 123 4567 8901 2', "Please enter the guardian's phone number, eg. +358401234567"],
    ['E-mail', 'johanna@', "Please enter the guardian's email, eg. name@example.com"],
    ['Street address', 'S'.repeat(31), 'Maximum character length is 30'],
    ['Street address', '', 'Required'],
    ['Postal code', '021', 'Zipcode length should be 5 and can only contain numbers'],
    ['Post office', 'P'.repeat(31), 'Maximum character length is 30'],
  ])('guardian’s %s %j says "%s"', async (label, value, message) => {
    const { user } = renderMyInformation({ brand: 'children', information: anInformation({ guardians: [aGuardian()] }) });
    const field = textbox(label, await screen.findByRole('group', { name: 'Guardian 1' }));
    await replace(user, field, value);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(errorOf(field)).toContain(message);
  });

  it('name a guardian’s fields in the list to check, the e-mail included, and save nothing', async () => {
    const { user, calls } = renderMyInformation({
      brand: 'children',
      information: anInformation({ guardians: [aGuardian(), aGuardian({ name: 'Laine Pekka', emailAddress: null, isGuardianHasSameAddress: true })] }),
    });
    await replace(user, textbox('E-mail', await screen.findByRole('group', { name: 'Guardian 1' })), 'johanna@example');
    await replace(user, textbox('Postal code', guardianGroup(1)), '2100');
    await replace(user, textbox('Last name and first names', guardianGroup(2)), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Please check the following fields: Guardian 1: E-mail, Guardian 1: Postal code and Guardian 2: Last name and first names',
      ),
    ).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('forget the errors of an address that is hidden again', async () => {
    const { user, calls } = renderMyInformation({ brand: 'children', information: anInformation({ guardians: [aGuardian()] }) });
    const first = await screen.findByRole('group', { name: 'Guardian 1' });
    await replace(user, textbox('Postal code', first), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please check the following fields: Guardian 1: Postal code')).toBeInTheDocument();
    await user.click(within(first).getByRole('checkbox', { name: 'Same address as the child' }));
    await waitFor(() => expect(screen.queryByText(/Please check the following fields/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ guardians: [{ isGuardianHasSameAddress: true }] });
  });

  it('send both guardians as they stand', async () => {
    const second = aGuardian({ name: 'Laine Pekka', phone: '+358501112222', emailAddress: null, isGuardianHasSameAddress: true, streetAddress: null, zipCode: null, postOffice: null });
    const { user, calls } = renderMyInformation({ brand: 'children', information: anInformation({ guardians: [aGuardian(), second] }) });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({
      guardians: [
        { name: 'Laine Johanna', phone: '+358407654321', emailAddress: 'johanna@example.com', isGuardianHasSameAddress: false, streetAddress: 'Koivukuja 2', zipCode: '02100', postOffice: 'Espoo' },
        { name: 'Laine Pekka', phone: '+358501112222', emailAddress: '', isGuardianHasSameAddress: true },
      ],
    });
  });
});
