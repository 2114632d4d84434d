/**
 * The rich-text description of a service (docs/product.md#entity-service: comment), with Mantine's tiptap editor.
 * Loaded only when the Add/Update Service form opens: tiptap and its stylesheet never reach the public pages. The app
 * builds one stylesheet for every page, so this editor's styles come inline with its code and are added to the page the
 * first time it loads. The controls offer only what the server keeps (service-description.ts).
 */
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import tiptapStyles from '@mantine/tiptap/styles.css?inline';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { addInlineStyles } from '@web/components/inline-styles';
import { useText } from '@web/i18n';
import { servicesAdminText } from '../en';

addInlineStyles('mantine-tiptap-styles', tiptapStyles);

export interface ServiceDescriptionEditorProps {
  /** The HTML the editor starts with. */
  initialValue: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  label: string;
  labelId: string;
  error?: string;
}

export function ServiceDescriptionEditor({
  initialValue,
  onChange,
  onBlur,
  label,
  labelId,
  error,
}: ServiceDescriptionEditorProps) {
  const { t } = useText(servicesAdminText);
  const labels = {
    boldControlLabel: t('editor.bold'),
    italicControlLabel: t('editor.italic'),
    underlineControlLabel: t('editor.underline'),
    strikeControlLabel: t('editor.strike'),
    clearFormattingControlLabel: t('editor.clearFormatting'),
    h2ControlLabel: t('editor.h2'),
    h3ControlLabel: t('editor.h3'),
    h4ControlLabel: t('editor.h4'),
    blockquoteControlLabel: t('editor.blockquote'),
    bulletListControlLabel: t('editor.bulletList'),
    orderedListControlLabel: t('editor.orderedList'),
    linkControlLabel: t('editor.link'),
    unlinkControlLabel: t('editor.unlink'),
    undoControlLabel: t('editor.undo'),
    redoControlLabel: t('editor.redo'),
    linkEditorInputLabel: t('editor.linkAddress'),
    linkEditorExternalLink: t('editor.linkExternal'),
    linkEditorInternalLink: t('editor.linkInternal'),
    linkEditorSave: t('editor.linkSave'),
  };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        heading: { levels: [2, 3, 4] },
      }),
      Link,
    ],
    content: initialValue,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  return (
    <div>
      <Input.Label id={labelId} mb={4}>
        {label}
      </Input.Label>
      <RichTextEditor
        editor={editor}
        labels={labels}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        aria-invalid={error ? true : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
      {error && <Input.Error mt={4}>{error}</Input.Error>}
    </div>
  );
}
