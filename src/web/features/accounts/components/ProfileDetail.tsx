/** One labelled line of the profile card. */
import type { ComponentType } from 'react';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';

interface ProfileDetailProps {
  icon: ComponentType<{ size?: number | string }>;
  label: string;
  value: string;
}

export function ProfileDetail({ icon: Icon, label, value }: ProfileDetailProps) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <ThemeIcon variant="light" color="rose" radius="xl" size="lg" aria-hidden>
        <Icon size={18} />
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text size="xs" tt="uppercase" fw={600} c="dimmed" lts={0.5}>
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {value}
        </Text>
      </Stack>
    </Group>
  );
}
