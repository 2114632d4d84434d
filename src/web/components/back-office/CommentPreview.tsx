/**
 * A list's comment cut to its first 15 characters (docs/product.md#constants: expenses, salary) that shows the whole
 * text when clicked, and back.
 */
import { useState } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import { COMMENT_PREVIEW_CHARS } from '@shared/constants';
import { commentPreview } from '@shared/salary.schemas';
import { useText } from '@web/i18n';
import classes from './CommentPreview.module.css';
import { backOfficeText } from '@web/components/back-office/en';

export function CommentPreview({ comment }: { comment: string }) {
  const { t } = useText(backOfficeText);
  const [isOpen, setIsOpen] = useState(false);
  const preview = commentPreview(comment, COMMENT_PREVIEW_CHARS);
  if (!preview.isCut) {
    return (
      <Text size="sm" className={classes.short}>
        {comment}
      </Text>
    );
  }
  return (
    <UnstyledButton
      onClick={() => setIsOpen((open) => !open)}
      aria-expanded={isOpen}
      title={isOpen ? t('comment.less') : t('comment.more')}
      className={isOpen ? classes.open : classes.closed}
    >
      <Text size="sm" component="span">
        {isOpen ? comment : preview.text}
      </Text>
    </UnstyledButton>
  );
}
