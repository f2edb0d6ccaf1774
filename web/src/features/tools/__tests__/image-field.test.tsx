import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { admin } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

beforeEach(() => signInAs(admin));

const hash = '0123456789abcdef0123456789abcdef';
const picture = {
  url: `/images/u/${hash}-800.jpg`,
  variants: [
    { url: `/images/u/${hash}-400.jpg`, size: 400, width: 400, height: 300 },
    { url: `/images/u/${hash}-800.jpg`, size: 800, width: 800, height: 600 },
  ],
};
const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'vise.png', { type: 'image/png' });

describe('The image field of Add Tools', () => {
  it('uploads a picture, shows it with its name in place of the link, and sends its link', async () => {
    mockApi({
      'POST /admin/images': reply(201, picture),
      'POST /tools': reply(201, { acknowledged: true, insertedId: 'a00000000000000000000009' }),
    });
    const { user } = renderApp('/dashboard/add-tools');
    // As an admin fills the form: the name first. (A file chosen the very moment the page showed
    // went unsent in one CI run, which none of 14 runs since could repeat; the cause is not known.)
    await user.type(await screen.findByLabelText('Name'), 'Bench Vise');
    await user.upload(screen.getByLabelText('Or upload a picture'), photo);

    await waitFor(() => expect(requestsTo('POST', '/admin/images')).toHaveLength(1));
    const preview = await screen.findByRole('img', { name: 'Preview of the upload' });
    // A preview and the file's name, never the internal path in a link field.
    expect(screen.queryByLabelText('Image link')).not.toBeInTheDocument();
    expect(screen.getByText(photo.name)).toBeInTheDocument();
    expect(screen.getByLabelText('Replace the picture')).toBeInTheDocument();
    expect(screen.queryByText('Image link is required')).not.toBeInTheDocument();
    expect(preview).toHaveAttribute('src', picture.url);
    expect(preview).toHaveAttribute('srcset', `/images/u/${hash}-400.jpg 400w, /images/u/${hash}-800.jpg 800w`);

    await user.type(screen.getByLabelText('Price ($)'), '89.5');
    await user.type(screen.getByLabelText('Minimum order'), '2');
    await user.type(screen.getByLabelText('Available quantity'), '40');
    await user.type(screen.getByLabelText('Description'), 'Cast iron, 125 mm jaws.');
    await user.click(screen.getByRole('button', { name: 'Add Tool' }));
    await waitFor(() => expect(requestsTo('POST', '/tools')).toHaveLength(1));
    expect(requestsTo('POST', '/tools')[0].body).toMatchObject({ image: picture.url });
  });

  it("shows the server's refusal of a file under the file input, and keeps the link", async () => {
    const message = 'The file must be a JPEG, PNG or WebP picture';
    mockApi({ 'POST /admin/images': reply(400, { error: message, fields: { image: message } }) });
    const { user } = renderApp('/dashboard/add-tools');
    await user.type(await screen.findByLabelText('Image link'), 'https://example.com/vise.jpg');
    await user.upload(screen.getByLabelText('Or upload a picture'), photo);

    const file = screen.getByLabelText('Or upload a picture');
    await waitFor(() => expect(file).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Image link')).toHaveValue('https://example.com/vise.jpg');
    expect(screen.queryByRole('img', { name: 'Preview of the upload' })).not.toBeInTheDocument();
  });
});
