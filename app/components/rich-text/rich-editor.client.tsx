/**
 * The rich content editor:
 * TipTap with headings 1-6, lists, code blocks with a language, links
 * (external by prompt, internal to a section), images by address or uploaded, 3×3 tables
 * with a header row and resizable columns, undo depth 100 grouped after a
 * 500 ms pause. Links are not followed on click, pasted base64 images and
 * `javascript:` links are refused. Browser only: loaded with lazy() by
 * rich-editor.tsx, so its code loads on the editor page alone.
 */
import { EditorContent, useEditor } from "@tiptap/react";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { Placeholder } from "@tiptap/extensions";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef, useState } from "react";
import { mergeClasses } from "~/lib/merge-classes";
import { EditorFallback, type RichEditorProps } from "./rich-editor";
import { isSafeUrl, LINK_ATTRIBUTES, linkToSection } from "./editor-commands";
import { Toolbar } from "./rich-editor-toolbar";
import { SectionLinkDialog } from "./section-link-dialog";
import { EDITOR_CLASSES } from "~/lib/rich-text/editor-classes";
import "./rich-editor.css";

/** The editable area is a labelled multi-line text box for screen readers. */
function editorAttributes({
  labelledBy,
  describedBy,
  invalid,
}: Pick<RichEditorProps, "labelledBy" | "describedBy" | "invalid">): Record<string, string> {
  const attributes: Record<string, string> = {
    class: "article-editor-content",
    role: "textbox",
    "aria-multiline": "true",
  };
  if (labelledBy) attributes["aria-labelledby"] = labelledBy;
  if (describedBy) attributes["aria-describedby"] = describedBy;
  if (invalid) attributes["aria-invalid"] = "true";
  return attributes;
}

export default function RichEditorClient({
  value,
  onChange,
  sections,
  placeholder = "Commencez à rédiger votre contenu...",
  disabled = false,
  labelledBy,
  describedBy,
  invalid,
}: RichEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [sectionDialogOpen, setSectionDialogOpen] = useState(false);

  const editor = useEditor({
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4, 5, 6] },
        undoRedo: { depth: 100, newGroupDelay: 500 },
        codeBlock: { languageClassPrefix: "language-" },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          HTMLAttributes: LINK_ATTRIBUTES,
          isAllowedUri: (url, { defaultValidate }) => isSafeUrl(url) && defaultValidate(url),
        },
      }),
      Image.configure({ allowBase64: false, HTMLAttributes: { class: EDITOR_CLASSES.image } }),
      TableKit.configure({
        table: { resizable: true, handleWidth: 5, cellMinWidth: 25, lastColumnResizable: true },
      }),
      Placeholder.configure({ placeholder }),
    ],
    content: value,
    editorProps: { attributes: editorAttributes({ labelledBy, describedBy, invalid }) },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.getHTML()),
  });

  // A new value from the page (e.g. a restored autosave)
  // replaces the content, unless the writer is typing in the editor.
  useEffect(() => {
    if (!editor || editor.isFocused) return;
    if (value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: { attributes: editorAttributes({ labelledBy, describedBy, invalid }) },
    });
  }, [editor, labelledBy, describedBy, invalid]);

  if (!editor) {
    return <EditorFallback />;
  }

  return (
    <div
      className={mergeClasses(
        "overflow-hidden rounded-xl bg-white ring-1",
        invalid ? "ring-red-700" : "ring-stone-300",
        disabled && "bg-stone-50",
      )}
      data-ready="true"
    >
      <Toolbar
        editor={editor}
        disabled={disabled}
        sections={sections}
        onInternalLink={() => setSectionDialogOpen(true)}
      />
      <EditorContent
        editor={editor}
        className="article-editor max-h-[600px] min-h-[400px] overflow-y-auto px-4 py-3"
      />
      <SectionLinkDialog
        open={sectionDialogOpen}
        onOpenChange={setSectionDialogOpen}
        sections={sections}
        onChoose={(section) => {
          linkToSection(editor, section);
          setSectionDialogOpen(false);
        }}
      />
    </div>
  );
}
