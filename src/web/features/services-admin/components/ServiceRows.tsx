/**
 * The rows of the services table. With a category chosen (not the catch-all, docs/product.md#constants: id 14) each row
 * has a drag handle: dnd-kit's pointer sensor (mouse, pen and touch: the handle takes no page scroll) and its keyboard
 * sensor (Space or Enter on the handle, arrows to move, Space or Enter to drop, Escape to cancel).
 */
import type { CSSProperties, ReactNode } from 'react';
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

interface ServiceRowsProps {
  services: readonly Service[];
  isSortable: boolean;
  renderCells: (service: Service) => ReactNode;
  onMove: (activeId: number, overId: number) => void;
}

export function ServiceRows({ services, isSortable, renderCells, onMove }: ServiceRowsProps) {
  const { t } = useText(servicesAdminText);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  if (!isSortable) {
    return (
      <>
        {services.map((service) => (
          <CardTable.Tr key={service.id} data-testid="service-row">
            {renderCells(service)}
          </CardTable.Tr>
        ))}
      </>
    );
  }

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
        {services.map((service) => (
          <SortableRow key={service.id} service={service}>
            {renderCells(service)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ service, children }: { service: Service; children: ReactNode }) {
  const { t } = useText(servicesAdminText);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: service.id,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? LIFTED_STYLE : {}),
  };
  return (
    <CardTable.Tr ref={setNodeRef} style={style} data-testid="service-row">
      <CardTable.Td kind="lead">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          style={HANDLE_STYLE}
          aria-label={t('action.move', { name: service.name })}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
      </CardTable.Td>
      {children}
    </CardTable.Tr>
  );
}
