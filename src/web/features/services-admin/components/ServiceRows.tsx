/**
 * Dragging the services table's rows into a new order (docs/product.md#services-admin), for DataTable's `body` and
 * `rowAs`: with one category chosen (not the catch-all, docs/product.md#constants: id 14) each row has a drag handle,
 * moved by dnd-kit's pointer sensor (mouse, pen and touch: the handle takes no page scroll) and its keyboard sensor
 * (Space or Enter on the handle, arrows to move, Space or Enter to drop, Escape to cancel).
 */
import { createContext, use, type CSSProperties, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { Service } from '@shared/catalogue.schemas';
import { CardTable } from '@web/components/CardTable';
import { useText } from '@web/i18n';
import { servicesAdminText } from '../en';

/** The handle is where a finger drags: the page must not scroll instead. */
const HANDLE_STYLE: CSSProperties = { cursor: 'grab', touchAction: 'none' };
const LIFTED_STYLE: CSSProperties = {
  position: 'relative',
  zIndex: 2,
  background: 'var(--mantine-color-body)',
  boxShadow: 'var(--mantine-shadow-md)',
};

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface SortableServicesProps {
  services: readonly Service[];
  onMove: (activeId: number, overId: number) => void;
  children: ReactNode;
}

/** The drag-and-drop context around the rows, with what a screen reader is told of a move. */
export function SortableServices({ services, onMove, children }: SortableServicesProps) {
  const { t } = useText(servicesAdminText);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number | undefined) => services.find((service) => service.id === id)?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag.pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('drag.over', { name: nameOf(active.id), other: nameOf(over.id) }) : ''),
    onDragEnd: ({ active, over }) =>
      over ? t('drag.dropped', { name: nameOf(active.id), other: nameOf(over.id) }) : '',
    onDragCancel: ({ active }) => t('drag.cancelled', { name: nameOf(active.id) }),
  };

  function dragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
    >
      <SortableContext items={services.map((service) => service.id)} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

type Sortable = ReturnType<typeof useSortable>;
/** The row's drag state, for its handle (a cell of the row). */
const HandleContext = createContext<Sortable | null>(null);

/** A row that moves while dragged (DataTable's `rowAs`). */
export function SortableServiceRow({ row, testId, children }: { row: Service; testId?: string; children: ReactNode }) {
  const sortable = useSortable({ id: row.id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    ...(sortable.isDragging ? LIFTED_STYLE : {}),
  };
  return (
    <CardTable.Tr ref={sortable.setNodeRef} style={style} data-testid={testId}>
      <HandleContext value={sortable}>{children}</HandleContext>
    </CardTable.Tr>
  );
}

/** The handle a row is dragged by, in its first cell. */
export function DragHandle({ name }: { name: string }) {
  const { t } = useText(servicesAdminText);
  const sortable = use(HandleContext);
  if (!sortable) return null;
  return (
    <ActionIcon
      ref={sortable.setActivatorNodeRef}
      variant="subtle"
      color="gray"
      style={HANDLE_STYLE}
      aria-label={t('action.move', { name })}
      {...sortable.attributes}
      {...sortable.listeners}
    >
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  );
}
