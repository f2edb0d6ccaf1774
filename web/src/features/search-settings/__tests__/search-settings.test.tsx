import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { admin } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const filters = {
  specs: ['Voltage'],
  suggestions: [
    { name: 'Voltage', tools: 12 },
    { name: 'Battery platform', tools: 9 },
    { name: 'Chuck size', tools: 1 },
  ],
};

describe('the admin’s Search page', () => {
  it('chooses the specs shown as filters from the suggestions, each refusal on its chip', async () => {
    signInAs(admin);
    mockApi({ 'GET /admin/search/filters': filters, 'GET /admin/search/synonyms': [] });
    const { user } = renderApp('/dashboard/search');
    expect(await screen.findByRole('link', { name: 'Search' })).toHaveAttribute('href', '/dashboard/search');
    const chosen = await screen.findByRole('list', { name: 'Specs shown as filters' });
    expect(within(chosen).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Voltage×']);
    const suggestions = screen.getByRole('list', { name: 'Specs the tools have' });
    expect(within(suggestions).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Add Battery platform (9 tools)',
      'Add Chuck size (1 tool)',
    ]);

    await user.click(screen.getByRole('button', { name: 'Add Chuck size (1 tool)' }));
    await user.click(screen.getByRole('button', { name: 'Remove Voltage' }));
    const refusal = 'Must be 60 characters or fewer';
    mockApi({ 'PUT /admin/search/filters': reply(400, { error: refusal, fields: { 'specs.0': refusal } }) });
    await user.click(screen.getByRole('button', { name: 'Save filters' }));
    expect(await screen.findByText(`Chuck size: ${refusal}`)).toBeInTheDocument();
    expect(requestsTo('PUT', '/admin/search/filters').at(-1)?.body).toEqual({ specs: ['Chuck size'] });

    mockApi({ 'PUT /admin/search/filters': ({ body }: MockRequest) => ({ body: { ...filters, ...(body as object) } }) });
    await user.click(screen.getByRole('button', { name: 'Add Battery platform (9 tools)' }));
    await user.click(screen.getByRole('button', { name: 'Save filters' }));
    expect(await screen.findByText('Search filters saved')).toBeInTheDocument();
    expect(requestsTo('PUT', '/admin/search/filters').at(-1)?.body).toEqual({ specs: ['Chuck size', 'Battery platform'] });
  });

  it('edits the synonym sets as rows of words, each refusal beside its row', async () => {
    signInAs(admin);
    mockApi({ 'GET /admin/search/filters': filters, 'GET /admin/search/synonyms': [{ words: ['sawzall', 'reciprocating saw'] }] });
    const { user } = renderApp('/dashboard/search');
    expect(await screen.findByLabelText('Set 1')).toHaveValue('sawzall, reciprocating saw');

    await user.click(screen.getByRole('button', { name: 'Add a set' }));
    await user.type(screen.getByLabelText('Set 2'), 'Impact Gun, --, impact wrench,');
    const noLetter = 'Must hold a letter or a digit';
    mockApi({ 'PUT /admin/search/synonyms': reply(400, { error: noLetter, fields: { '1.words.1': noLetter } }) });
    await user.click(screen.getByRole('button', { name: 'Save synonyms' }));
    expect(await screen.findByText(`“--”: ${noLetter}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Set 2')).toHaveAccessibleDescription(`“--”: ${noLetter}`);
    expect(requestsTo('PUT', '/admin/search/synonyms').at(-1)?.body).toEqual([
      { words: ['sawzall', 'reciprocating saw'] },
      { words: ['Impact Gun', '--', 'impact wrench'] },
    ]);

    // The server answers the sets as it keeps them, and the rows show those.
    mockApi({ 'PUT /admin/search/synonyms': [{ words: ['impact gun', 'impact wrench'] }] });
    await user.click(screen.getByRole('button', { name: 'Remove set 1' }));
    await user.clear(screen.getByLabelText('Set 1'));
    await user.type(screen.getByLabelText('Set 1'), 'Impact Gun, impact wrench');
    await user.click(screen.getByRole('button', { name: 'Save synonyms' }));
    expect(await screen.findByText('Synonyms saved')).toBeInTheDocument();
    expect(requestsTo('PUT', '/admin/search/synonyms').at(-1)?.body).toEqual([{ words: ['Impact Gun', 'impact wrench'] }]);
    expect(screen.getByLabelText('Set 1')).toHaveValue('impact gun, impact wrench');
    expect(screen.queryByLabelText('Set 2')).toBeNull();
  });
});
