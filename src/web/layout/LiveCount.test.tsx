import { NavLink } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, stubApi } from '@web/test/render';
import { LiveCount } from './DesktopNav';

describe('the live count of the Offers link', () => {
  it('reads as words of their own after the link’s name where it sits in a section of its own (phone drawer)', async () => {
    stubApi();
    renderAt(<NavLink href="/offers" label="Offers" rightSection={<LiveCount count={4} />} />);
    expect(await screen.findByRole('link')).toHaveAccessibleName('Offers 4 offers live');
  });
});
