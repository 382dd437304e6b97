// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listApi, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';

setupAppHarness();

describe('home: game list', () => {
  it('shows cards with the spec texts and loads more until stopLoading', async () => {
    fakeApi(...listApi);
    renderAt('/');
    const card = (await screen.findByText('Morning Football')).closest('article')!;
    expect(within(card).getByText('03/10')).toBeTruthy();
    expect(within(card).getByText('City Arena')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Join Now' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Evening Cricket');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
