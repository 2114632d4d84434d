/** The refusal every guarded page's tests check (docs/product.md#route-guards). */
import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { USER_TYPE } from '@shared/constants';
import { renderApp, signIn, testUser } from './render';

const VISITORS = { staff: USER_TYPE.staff, 'a customer': USER_TYPE.customer } as const;

/**
 * Each visitor signed in who opens `path` lands on the home page. `stub` answers the page's API first; `check` may
 * then look at what was asked of it.
 */
export function itSendsHome<Stubbed>(
  path: string,
  visitors: (keyof typeof VISITORS)[],
  stub: () => Stubbed,
  check?: (stubbed: Stubbed) => void,
) {
  it.each(visitors)('sends %s home', async (visitor) => {
    const stubbed = stub();
    signIn(testUser({ user_type: VISITORS[visitor] }));
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    check?.(stubbed);
  });
}
