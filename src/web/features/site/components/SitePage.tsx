/**
 * A page of the site's own (bridal, nails, Republic Day, installation): its opening band (PageHero), then its content
 * in the page's container.
 */
import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import { PageHero, type PageHeroProps } from './PageHero';

export function SitePage({ children, ...hero }: PageHeroProps & { children: ReactNode }) {
  return (
    <>
      <PageHero {...hero} />
      <Container size="xl" w="100%">
        {children}
      </Container>
    </>
  );
}
