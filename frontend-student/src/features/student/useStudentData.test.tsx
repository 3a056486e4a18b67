import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { deferred } from '../../test/utils';

const session = vi.hoisted(() => ({ user: { user_id: 'u1' } as { user_id: string } | undefined }));
vi.mock('../auth/session', () => ({ useSession: () => ({ user: session.user }) }));

const { useStudentData } = await import('./useStudentData');

describe('useStudentData', () => {
  it("never shows the previous student's data while the next one's loads", async () => {
    const second = deferred<string>();
    const load = vi.fn(async (user: { user_id: string }) => (user.user_id === 'u1' ? 'data of u1' : second.promise));
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(() => useStudentData('test', load), { wrapper });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 'data of u1' }));

    session.user = { user_id: 'u2' };
    rerender();
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => second.resolve('data of u2'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 'data of u2' }));
  });
});
