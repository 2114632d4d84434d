/**
 * A row's actions: icon buttons named by their label (also their tooltip), each kind with its own icon and colour.
 * On a phone the row's card shows them as a row of buttons of at least 40 x 40 px (CardTable). A disabled action
 * stays in view with the reason as its tooltip (aria-disabled, not disabled, so hover, focus and touch still show
 * it) and does nothing when pressed. An action with `text` is a small worded button instead (Users: Edit, Change
 * Password, Deactivate), named by its label; on a phone a row of them wraps.
 */
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconEdit,
  IconEye,
  IconKey,
  IconPencil,
  IconPlayerPlay,
  IconPower,
  IconPrinter,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';

export type RowActionKind = 'view' | 'edit' | 'delete' | 'print' | 'share' | 'password' | 'activate' | 'deactivate';

/** Each kind's icon and colour; a worded button may have its own (`worded`). */
const LOOK: Record<RowActionKind, { icon: Icon; color?: string; worded?: { icon: Icon; color?: string } }> = {
  view: { icon: IconEye },
  edit: { icon: IconPencil, worded: { icon: IconEdit, color: 'gray' } },
  delete: { icon: IconTrash, color: 'red' },
  print: { icon: IconPrinter, color: 'gray' },
  share: { icon: IconBrandWhatsapp, color: 'teal' },
  password: { icon: IconKey },
  activate: { icon: IconPlayerPlay, color: 'teal' },
  deactivate: { icon: IconPower, color: 'red' },
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
  /** The word of a worded button ('Edit'), pressed for `onClick`; an icon button without it. */
  text?: string;
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
  if (action.text !== undefined) return <WordedButton action={action} text={action.text} />;
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

function WordedButton({ action, text }: { action: RowAction; text: string }) {
  const look = LOOK[action.kind];
  const { icon: Glyph, color } = look.worded ?? look;
  return (
    <Button
      size="compact-sm"
      variant="light"
      color={color}
      leftSection={<Glyph size={14} aria-hidden />}
      aria-label={action.label}
      onClick={action.onClick}
    >
      {text}
    </Button>
  );
}
