import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toast, Toaster } from '../toast';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('close by themselves after 5 seconds', () => {
    render(<Toaster />);
    act(() => toast.success('Profile updated successfully'));
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Profile updated successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
  });

  it('announce errors as alerts and can be closed early', () => {
    render(<Toaster />);
    act(() => toast.error('Give Email First'));
    expect(screen.getByRole('alert')).toHaveTextContent('Give Email First');

    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
