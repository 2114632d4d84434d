/**
 * The frame of a back-office list page: a card as wide as the screen at most (its wide table scrolls inside it,
 * never the page), headed by the page's title, a live summary line and its main
 * action, then the page's filters, the list, and the list's pagination (page sizes of docs/product.md#constants). The
 * title also names the page's table (DataTable) for screen readers.
 */
import { createContext, forwardRef, useContext, type ReactNode } from 'react';
import {
  Button,
  type ButtonProps,
  Card,
  Center,
  Container,
  type ContainerProps,
  createPolymorphicComponent,
  Group,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import classes from './BackOfficePage.module.css';

interface BackOfficePageProps {
  title: string;
  /** A short line under the title (a count once the list is in), read out when it changes. */
  summary: ReactNode;
  action?: ReactNode;
  /** Filters and search, under the heading inside the card. */
  toolbar?: ReactNode;
  /** The list, flush with the card's edges. */
  children: ReactNode;
  /** The page links under the list, for a list read a page at a time. */
  pagination?: ListPaginationProps | false;
  /** Dialogs and other parts outside the card. */
  after?: ReactNode;
}

const PageTitle = createContext<string | null>(null);

/** The title of the BackOfficePage around (null outside one). */
export const usePageTitle = () => useContext(PageTitle);

export function BackOfficePage(props: BackOfficePageProps) {
  const { title, summary, action, toolbar, children, pagination, after } = props;
  return (
    <BackOfficeFrame size="xl">
      <Card withBorder radius="md" padding={0} className={classes.card}>
        <Stack gap="sm" p={{ base: 'sm', sm: 'lg' }}>
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            <Stack gap={2} miw={0}>
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {title}
              </Title>
              <Text c="dimmed" size="sm" aria-live="polite">
                {summary}
              </Text>
            </Stack>
            {action}
          </Group>
          {toolbar}
        </Stack>
        <PageTitle value={title}>{children}</PageTitle>
        {pagination && <ListPagination {...pagination} />}
      </Card>
      {after}
    </BackOfficeFrame>
  );
}

/** The page's main action when it adds a row (Add Offer, Add Expense): a button with a plus before its words. */
export const AddButton = createPolymorphicComponent<'button', ButtonProps>(
  forwardRef<HTMLButtonElement, ButtonProps>((props, ref) => (
    <Button ref={ref} leftSection={<IconPlus size={16} aria-hidden />} {...props} />
  )),
);

interface BackOfficeFrameProps {
  size: ContainerProps['size'];
  /** More room above and below (40 px from 576 px): a page of its own cards, not one list. */
  airy?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The width and the room around a back-office screen (a list, the dashboard, a receipt), with room under it on a
 * phone so its end scrolls clear of the floating contact buttons.
 */
export function BackOfficeFrame({ size, airy = false, className, children }: BackOfficeFrameProps) {
  return (
    <Container
      size={size}
      pt={airy ? { base: 'lg', sm: 40 } : { base: 'md', sm: 'xl' }}
      pb={{ base: 96, sm: airy ? 40 : 'xl' }}
      px={{ base: 'xs', sm: 'md' }}
      className={className ? `${classes.page} ${className}` : classes.page}
    >
      {children}
    </Container>
  );
}

interface ListPaginationProps {
  pages: number;
  page: number;
  onChange: (page: number) => void;
  label: string;
}

/** How many pages of `size` rows hold `total` rows (one at least). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** Page links under a list, shown only when there is more than one page. */
export function ListPagination({ pages, page, onChange, label }: ListPaginationProps) {
  if (pages <= 1) return null;
  return (
    <Center p={{ base: 'sm', sm: 'md' }}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        aria-label={label}
        siblings={1}
        boundaries={1}
        size="sm"
      />
    </Center>
  );
}
