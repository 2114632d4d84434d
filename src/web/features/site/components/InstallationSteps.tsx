/** Four illustrated steps of adding the site to a phone's home screen (docs/product.md#installation). */
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Installation.module.css';

export interface InstallationStep {
  image: string;
  title: string;
  text: string;
}

interface InstallationStepsProps {
  id: string;
  title: string;
  browser: string;
  icon: ReactNode;
  steps: InstallationStep[];
  stepLabel: (n: number) => string;
}

export function InstallationSteps({ id, title, browser, icon, steps, stepLabel }: InstallationStepsProps) {
  return (
    <Card component="section" aria-labelledby={id} className={classes.platform} data-testid={id}>
      <Group gap="sm" mb="lg" wrap="nowrap">
        {icon}
        <div>
          <Title id={id} order={2} className={classes.platformTitle}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {browser}
          </Text>
        </div>
      </Group>
      <Stack component="ol" gap="lg" className={classes.steps}>
        {steps.map((step, index) => (
          <li key={step.image} className={classes.step}>
            <img
              src={step.image}
              alt={step.title}
              width={320}
              height={560}
              loading="lazy"
              className={classes.stepImage}
            />
            <Stack gap={6} className={classes.stepCopy}>
              <Badge variant="light" color="rose" radius="sm" className={classes.stepNumber}>
                {stepLabel(index + 1)}
              </Badge>
              <Text fw={700} ff="heading" size="lg" c="rose.9">
                {step.title}
              </Text>
              <Text size="sm" c="dark.5">
                {step.text}
              </Text>
            </Stack>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
