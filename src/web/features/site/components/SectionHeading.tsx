/** A home page section and its heading block: a small gold eyebrow, the title and an optional lead. */
import type { ReactNode } from 'react';
import { Container, Text, Title } from '@mantine/core';
import { Eyebrow } from '@web/components/Eyebrow';
import classes from './HomeSection.module.css';

interface SectionHeadingProps {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
}

export function SectionHeading({ id, eyebrow, title, lead }: SectionHeadingProps) {
  return (
    <div className={classes.heading}>
      {eyebrow && <Eyebrow className={classes.eyebrow}>{eyebrow}</Eyebrow>}
      <Title id={id} order={2} className={classes.title}>
        {title}
      </Title>
      {lead && <Text className={classes.lead}>{lead}</Text>}
    </div>
  );
}

interface HomeSectionProps extends SectionHeadingProps {
  /** The rose-tinted background the home page alternates with. */
  tinted?: boolean;
  children: ReactNode;
}

/** A section of the home page: its heading, then the content, in the page's container. */
export function HomeSection({ tinted, children, ...heading }: HomeSectionProps) {
  return (
    <section className={tinted ? `${classes.section} ${classes.tinted}` : classes.section} aria-labelledby={heading.id}>
      <Container size="xl">
        <SectionHeading {...heading} />
        {children}
      </Container>
    </section>
  );
}
