/**
 * The opening band of a public page (bridal, nails, Republic Day, installation, offers): an eyebrow, the page's title,
 * a lead paragraph, actions and decorative artwork (our own SVG under public/images/), on the rose band or, for the
 * Republic Day page, the tricolour one (saffron, ivory and green). Below 576 px the artwork is left out.
 */
import type { ReactNode } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { Eyebrow } from './Eyebrow';
import classes from './PageBand.module.css';

export interface PageBandProps {
  /** The title's id, which labels the band. */
  id: string;
  eyebrow: ReactNode;
  title: string;
  lead: string;
  image: string;
  /** The artwork's own size, which keeps its room before it loads. */
  imageSize?: { width: number; height: number };
  tone?: 'rose' | 'tricolour';
  actions?: ReactNode;
}

const ARTWORK_SIZE = { width: 420, height: 336 };

export function PageBand(props: PageBandProps) {
  const { id, eyebrow, title, lead, image, imageSize = ARTWORK_SIZE, tone = 'rose', actions } = props;
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
        <img src={image} alt="" {...imageSize} className={classes.art} />
      </Container>
    </section>
  );
}
