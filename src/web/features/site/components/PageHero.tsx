/**
 * The opening band of the bridal, nails, republic-day and installation pages: eyebrow, title, a lead paragraph,
 * actions and decorative artwork (our own SVG under public/images/).
 */
import type { ReactNode } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { Eyebrow } from '@web/components/Eyebrow';
import classes from './PageHero.module.css';

interface PageHeroProps {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  actions?: ReactNode;
  image?: string;
  /** 'rose' (default) or 'tricolour' (saffron, ivory and green) for the Republic Day page. */
  tone?: 'rose' | 'tricolour';
}

export function PageHero({ id, eyebrow, title, lead, actions, image, tone = 'rose' }: PageHeroProps) {
  return (
    <section className={classes.hero} data-tone={tone} aria-labelledby={id}>
      <Container size="xl" className={classes.inner}>
        <Stack gap="md" className={classes.copy}>
          <Eyebrow tone="light" className={classes.eyebrow}>
            {eyebrow}
          </Eyebrow>
          <Title id={id} order={1} className={classes.title}>
            {title}
          </Title>
          <Text className={classes.lead}>{lead}</Text>
          {actions && (
            <Group gap="sm" mt="xs">
              {actions}
            </Group>
          )}
        </Stack>
        {image && <img src={image} alt="" width={420} height={336} className={classes.art} />}
      </Container>
    </section>
  );
}
