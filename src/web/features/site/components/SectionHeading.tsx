/** The heading block of a home page section: a small gold eyebrow, the title and an optional lead. */
import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
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
