// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeChipField, CodeTextField } from './CodeFields';

afterEach(cleanup);

const renderWith = (record: Record<string, unknown> & { id: string }, field: ReturnType<typeof createElement>) =>
  render(createElement(RecordContextProvider, { value: record, children: field }));

describe('codes in words', () => {
  it('shows a status chip in words, never the code', () => {
    renderWith({ id: 'c1', status: 'pending_payment' }, createElement(CodeChipField, { source: 'status' }));
    expect(screen.getByText('Pending payment')).toBeTruthy();
    expect(screen.queryByText('pending_payment')).toBeNull();
  });

  it('shows a camel-case type as words', () => {
    renderWith({ id: 'c1', couponType: 'spinWheel' }, createElement(CodeTextField, { source: 'couponType' }));
    expect(screen.getByText('Spin wheel')).toBeTruthy();
  });

  it('shows a dash where the record has no code', () => {
    renderWith({ id: 'c1' }, createElement(CodeChipField, { source: 'status' }));
    expect(screen.getByText('—')).toBeTruthy();
  });
});
