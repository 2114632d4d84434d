/**
 * A row's actions: icon buttons named by their label (also their tooltip), each kind with its own icon and colour.
 * On a phone the row's card shows them as a row of buttons of at least 40 x 40 px (CardTable). A disabled action
 * stays in view with the reason as its tooltip (aria-disabled, not disabled, so hover, focus and touch still show
 * it) and does nothing when pressed.
 */
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp, IconEye, IconPencil, IconPrinter, IconTrash, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

export type RowActionKind = 'view' | 'edit' | 'delete' | 'print' | 'share';

const LOOK: Record<RowActionKind, { icon: Icon; color?: string }> = {
  view: { icon: IconEye },
  edit: { icon: IconPencil },
  delete: { icon: IconTrash, color: 'red' },
  print: { icon: IconPrinter, color: 'gray' },
  share: { icon: IconBrandWhatsapp, color: 'teal' },
};

export interface RowAction {
  kind: RowActionKind;
  /** The button's name and tooltip ('Edit expense of 22 Nov 2026'). */
  label: string;
  onClick?: () => void;
  /** A page of the app to open. */
  to?: string;
  /** An address to open in a new tab (a receipt to print, a chat link). */
  href?: string;
  /** Shown but refused, with this reason. */
  disabledReason?: string;
}

export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Group gap={6} wrap="nowrap">
      {actions.map((action) => (
        <RowActionButton key={action.kind} action={action} />
      ))}
    </Group>
  );
}

function RowActionButton({ action }: { action: RowAction }) {
  const { icon: ActionIconGlyph, color } = LOOK[action.kind];
  const glyph = <ActionIconGlyph size={16} aria-hidden />;
  const common = { variant: 'light', color, 'aria-label': action.label } as const;
  if (action.disabledReason) {
    return (
      <Tooltip label={action.disabledReason} withArrow events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon {...common} aria-disabled data-disabled onClick={(event) => event.preventDefault()}>
          {glyph}
        </ActionIcon>
      </Tooltip>
    );
  }
  let button;
  if (action.to !== undefined) {
    button = (
      <ActionIcon {...common} component={Link} to={action.to}>
        {glyph}
      </ActionIcon>
    );
  } else if (action.href !== undefined) {
    button = (
      <ActionIcon {...common} component="a" href={action.href} target="_blank" rel="noopener noreferrer">
        {glyph}
      </ActionIcon>
    );
  } else {
    button = (
      <ActionIcon {...common} onClick={action.onClick}>
        {glyph}
      </ActionIcon>
    );
  }
  return (
    <Tooltip label={action.label} withArrow>
      {button}
    </Tooltip>
  );
}
