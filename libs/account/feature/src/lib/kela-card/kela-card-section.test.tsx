import type { KelaCard } from '@portal/account/contracts';
import type { Handler } from '@portal/shared/data-access/testing';
import { aSignedInSession, answer, FakeXhr, installFakeXhr, mockApi, never, renderWithProviders } from '@portal/shared/data-access/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KelaCardSection } from './kela-card-section';

installFakeXhr();

const noCard: KelaCard = { imageUrl: { front: null, back: null } };
const savedCard: KelaCard = { imageUrl: { front: '/api/kela-card/image/front?v=1', back: '/api/kela-card/image/back?v=1' } };
const started = {
  token: 'T'.repeat(43),
  front: { url: 'http://localhost/api/storage/front-key?contentType=image%2Fjpeg&x-amz-meta-purpose=kela-card-front&signature=aa' },
  back: { url: 'http://localhost/api/storage/back-key?contentType=image%2Fpng&x-amz-meta-purpose=kela-card-back&signature=bb' },
};

const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'front.jpg', { type: 'image/jpeg' });
const pngByName = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'back.PNG', { type: '' });
const gif = () => new File([new Uint8Array([0x47, 0x49, 0x46])], 'back.gif', { type: 'image/gif' });

function renderSection(handlers: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /api/kela-card': answer(noCard),
    'POST /api/kela-card/init-upload': answer(started),
    'POST /api/kela-card/finish-upload': answer({ success: true }),
    ...handlers,
  });
  const reporter = { report: jest.fn() };
  const result = renderWithProviders(<KelaCardSection />, { session: aSignedInSession({ lang: 'en' }), fetch: api.fetch, reporter });
  // File inputs take any file here, as a browser's do when "All files" is chosen in the picker.
  return { ...result, api, reporter, user: userEvent.setup({ applyAccept: false }) };
}

const toggle = () => screen.getByRole('button', { name: /Kela card images$/ });
const frontInput = () => screen.getByLabelText('Image of the front side');
const backInput = () => screen.getByLabelText('Image of the back side');
const saveButton = () => screen.getByRole('button', { name: 'Save images' });
/** The side's status line: the live region among the input's descriptions. */
const statusOf = (input: HTMLElement) => {
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
  const status = described.find((element) => element?.getAttribute('role') === 'status');
  if (!status) throw new Error('no status');
  return status;
};

async function openForm(handlers: Record<string, Handler> = {}) {
  const rendered = renderSection(handlers);
  await rendered.user.click(await screen.findByRole('button', { name: 'Add Kela card images' }));
  return rendered;
}

async function chooseBoth(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(frontInput(), jpeg());
  await user.upload(backInput(), pngByName());
}

describe('the Kela card section: the saved card', () => {
  it('says it is loading', () => {
    renderSection({ 'GET /api/kela-card': never });
    expect(screen.getByRole('heading', { level: 2, name: 'Kela card' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the Kela card information');
  });

  it('says there are no images, asking with the session’s csrf token', async () => {
    const { api } = renderSection();
    expect(await screen.findByText('No images of your Kela card have been added.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(api.calls[0]?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
  });

  it('shows both saved images with their text alternatives', async () => {
    renderSection({ 'GET /api/kela-card': answer(savedCard) });
    expect(await screen.findByRole('img', { name: 'Image of the front side of your Kela card' })).toHaveAttribute('src', savedCard.imageUrl.front);
    expect(screen.getByRole('img', { name: 'Image of the back side of your Kela card' })).toHaveAttribute('src', savedCard.imageUrl.back);
    expect(screen.getByRole('button', { name: 'Update Kela card images' })).toBeInTheDocument();
  });

  it('says when the card could not be retrieved, tracks it, and tries again', async () => {
    let attempts = 0;
    const { user, tracker } = renderSection({ 'GET /api/kela-card': (request) => (++attempts === 1 ? answer({}, 503)(request) : answer(savedCard)(request)) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to retrieve the Kela card information');
    expect(tracker.entries).toContainEqual({ event: 'kelaCardImagesError', step: 'retrieve' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('img')).toHaveLength(2);
  });
});

describe('the Kela card section: the form', () => {
  it('is shown and hidden with the button, which tells its state, by keyboard too', async () => {
    const { user } = renderSection();
    await screen.findByText('No images of your Kela card have been added.');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'New Kela card images' });
    expect(toggle()).toHaveAttribute('aria-controls', form.id);
    await user.keyboard(' ');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers JPEG and PNG files for both sides, both missing at first, and cannot save yet', async () => {
    await openForm();
    for (const input of [frontInput(), backInput()]) {
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,.jpg,.jpeg,.png');
      expect(input).toHaveAccessibleDescription('A JPEG or PNG image, at most 10 MB No image chosen');
      expect(statusOf(input)).toHaveTextContent('No image chosen');
    }
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription('Choose an image of both sides to save them.');
  });

  it('is ready to upload a JPEG by its type and a PNG by its name, and only then saves', async () => {
    const { user } = await openForm();
    await user.upload(frontInput(), jpeg());
    expect(statusOf(frontInput())).toHaveTextContent('Ready to upload: front.jpg');
    expect(saveButton()).toBeDisabled();
    await user.upload(backInput(), pngByName());
    expect(statusOf(backInput())).toHaveTextContent('Ready to upload: back.PNG');
    expect(saveButton()).toBeEnabled();
  });

  it('refuses another file type with the requirements', async () => {
    const { user } = await openForm();
    await user.upload(frontInput(), jpeg());
    await user.upload(backInput(), gif());
    expect(statusOf(backInput())).toHaveTextContent('The image file does not meet the requirements. Allowed file formats: JPEG, PNG');
    expect(backInput()).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();
    await user.upload(backInput(), pngByName());
    expect(backInput()).not.toHaveAttribute('aria-invalid');
    expect(saveButton()).toBeEnabled();
  });

  it('refuses an image over 10 MB before uploading anything, saying the limit', async () => {
    const { user } = await openForm();
    await user.upload(frontInput(), new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'front.jpg', { type: 'image/jpeg' }));
    await user.upload(backInput(), pngByName());
    expect(statusOf(frontInput())).toHaveTextContent('The image is too large. The largest allowed size is 10 MB.');
    expect(frontInput()).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();
  });

  it('resets both sides to missing with Change images', async () => {
    const { user } = await openForm();
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: 'Change images' }));
    for (const input of [frontInput(), backInput()]) {
      expect(statusOf(input)).toHaveTextContent('No image chosen');
      expect((input as HTMLInputElement).files).toHaveLength(0);
    }
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Change images' })).not.toBeInTheDocument();
  });
});

describe('the Kela card section: saving', () => {
  it('uploads both images with their progress, finishes, and shows the saved card', async () => {
    let cards = 0;
    const { user, api } = await openForm({ 'GET /api/kela-card': (request) => answer(++cards === 1 ? noCard : savedCard)(request) });
    await chooseBoth(user);
    await user.click(saveButton());

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const init = api.calls.find((call) => call.url.pathname === '/api/kela-card/init-upload');
    expect(init?.body).toEqual({ mimetypes: { front: 'image/jpeg', back: 'image/png' } });
    expect(init?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
    const [front, back] = FakeXhr.sent as [FakeXhr, FakeXhr];
    expect(front).toMatchObject({
      method: 'PUT',
      url: started.front.url,
      timeout: 120_000,
      headers: { 'content-type': 'image/jpeg', 'cache-control': 'no-cache', 'x-amz-meta-purpose': 'kela-card-front' },
    });
    expect((front.body as File).name).toBe('front.jpg');
    expect(back).toMatchObject({ url: started.back.url, headers: { 'content-type': 'image/png', 'x-amz-meta-purpose': 'kela-card-back' } });

    expect(statusOf(frontInput())).toHaveTextContent('Uploading…');
    expect(frontInput()).toBeDisabled();
    front.progress(50, 100);
    back.progress(1, 4);
    expect(screen.getByRole('progressbar', { name: 'Front side upload' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('progressbar', { name: 'Back side upload' })).toHaveAttribute('aria-valuenow', '25');
    front.respond(200);
    back.respond(200);

    expect(await screen.findByText('The Kela card images have been saved.')).toBeInTheDocument();
    expect(statusOf(frontInput())).toHaveTextContent('Uploaded');
    expect(statusOf(backInput())).toHaveTextContent('Uploaded');
    const finish = api.calls.find((call) => call.url.pathname === '/api/kela-card/finish-upload');
    expect(finish?.method).toBe('POST');
    expect(finish?.body).toEqual({ token: started.token });
    expect(Object.fromEntries(finish?.url.searchParams ?? [])).toEqual({ csrfToken: 'test-csrf-token-0123456789abcdef' });
    expect(await screen.findByRole('img', { name: 'Image of the front side of your Kela card' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says the image could not be added when the API refuses them, tracks it, and lets the patient start again', async () => {
    const { user, tracker, reporter } = await openForm({ 'POST /api/kela-card/finish-upload': answer({ success: false }) });
    await chooseBoth(user);
    await user.click(saveButton());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    for (const xhr of FakeXhr.sent) xhr.respond(200);

    await waitFor(() => expect(statusOf(frontInput())).toHaveTextContent('Failed to add the image'));
    expect(statusOf(backInput())).toHaveTextContent('Failed to add the image');
    expect(tracker.entries).toContainEqual({ event: 'kelaCardImagesError', step: 'upload' });
    expect(reporter.report).toHaveBeenCalledWith(expect.any(Error), { process: 'kela-card' });
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Change images' }));
    expect(statusOf(frontInput())).toHaveTextContent('No image chosen');
  });

  it('stops the other upload when one fails, as when it times out', async () => {
    const { user, tracker } = await openForm();
    await chooseBoth(user);
    await user.click(saveButton());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const [front, back] = FakeXhr.sent as [FakeXhr, FakeXhr];
    act(() => front.ontimeout?.());
    await waitFor(() => expect(statusOf(backInput())).toHaveTextContent('Failed to add the image'));
    expect(back.aborted).toBe(true);
    expect(tracker.entries.filter((entry) => entry.event === 'kelaCardImagesError')).toHaveLength(1);
  });

  it('fails the same way when the upload URLs cannot be had', async () => {
    const { user, api } = await openForm({ 'POST /api/kela-card/init-upload': answer({ type: 'TooManyRequests' }, 429) });
    await chooseBoth(user);
    await user.click(saveButton());
    await waitFor(() => expect(statusOf(frontInput())).toHaveTextContent('Failed to add the image'));
    expect(FakeXhr.sent).toHaveLength(0);
    expect(api.calls.some((call) => call.url.pathname === '/api/kela-card/finish-upload')).toBe(false);
  });

  it('fails when the store refuses a PUT', async () => {
    const { user } = await openForm();
    await chooseBoth(user);
    await user.click(saveButton());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[0]?.respond(403);
    await waitFor(() => expect(within(screen.getByRole('form')).getAllByText('Failed to add the image')).toHaveLength(2));
  });

  it('stops uploading when the section goes away', async () => {
    const { user, unmount } = await openForm();
    await chooseBoth(user);
    await user.click(saveButton());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    unmount();
    expect(FakeXhr.sent.every((xhr) => xhr.aborted)).toBe(true);
  });
});
