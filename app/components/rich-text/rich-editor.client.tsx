/**
 * The rich content editor:
 * TipTap with headings 1-6, lists, code blocks with a language, links
 * (external by prompt, internal to a section), images by URL, 3×3 tables
 * with a header row and resizable columns, undo depth 100 grouped after a
 * 500 ms pause. Links are not followed on click, pasted base64 images and
 * `javascript:` links are refused. Browser only: loaded with lazy() by
 * rich-editor.tsx, so its code loads on the editor page alone.
 */
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { Placeholder } from "@tiptap/extensions";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Code,
  Columns3,
  Hash,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Rows3,
  SquareCode,
  Strikethrough,
  Table,
  Trash2,
  Underline,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { mergeClasses } from "~/lib/merge-classes";
import type { ContentSection } from "~/lib/rich-text/content-sections";
import { EditorFallback, type RichEditorProps } from "./rich-editor";
import { SectionLinkDialog } from "./section-link-dialog";
import { EDITOR_CLASSES } from "~/lib/rich-text/editor-classes";
import "./rich-editor.css";

/** Link and image attributes inside the editor. */
const LINK_ATTRIBUTES = {
  rel: "noopener noreferrer nofollow",
  target: "_blank",
  class: EDITOR_CLASSES.link,
};

function isSafeUrl(url: string): boolean {
  return !/^\s*(javascript|data|vbscript):/i.test(url);
}

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

const promptMessages = {
  link: "Adresse du lien (laisser vide pour retirer le lien) :",
  image: "Adresse de l'image (https://…) :",
  badImage: "L'adresse de l'image doit commencer par http:// ou https://.",
  badLink: "Cette adresse de lien n'est pas autorisée.",
};

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

/** The selection becomes a link to '#slug' (the section's title when nothing is selected). */
function linkToSection(editor: Editor, section: ContentSection) {
  const href = `#${section.slug}`;
  const attributes = { href, target: null, rel: null, class: EDITOR_CLASSES.sectionLink };
  if (editor.state.selection.empty && !editor.isActive("link")) {
    editor
      .chain()
      .focus()
      .insertContent({
        type: "text",
        text: section.title,
        marks: [{ type: "link", attrs: attributes }],
      })
      .run();
    return;
  }
  editor.chain().focus().extendMarkRange("link").setLink(attributes).run();
}

function promptExternalLink(editor: Editor) {
  const previous: unknown = editor.getAttributes("link").href;
  const answer = window.prompt(promptMessages.link, typeof previous === "string" ? previous : "");
  if (answer === null) return;
  const url = answer.trim();
  // An empty answer removes the link.
  if (url === "") {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    return;
  }
  if (!isSafeUrl(url)) {
    window.alert(promptMessages.badLink);
    return;
  }
  const attributes = {
    href: url,
    target: "_blank",
    rel: LINK_ATTRIBUTES.rel,
    class: EDITOR_CLASSES.externalLink,
  };
  if (editor.state.selection.empty && !editor.isActive("link")) {
    editor
      .chain()
      .focus()
      .insertContent({ type: "text", text: url, marks: [{ type: "link", attrs: attributes }] })
      .run();
    return;
  }
  editor.chain().focus().extendMarkRange("link").setLink(attributes).run();
}

function promptImage(editor: Editor) {
  const answer = window.prompt(promptMessages.image, "https://");
  if (answer === null) return;
  const url = answer.trim();
  if (url === "" || url === "https://") return;
  if (!/^https?:\/\/\S+$/i.test(url) && !/^\/(?!\/)\S+$/.test(url)) {
    window.alert(promptMessages.badImage);
    return;
  }
  editor.chain().focus().setImage({ src: url }).run();
}

const BLOCK_TYPES = [
  { value: "paragraph", label: "Paragraphe" },
  { value: "1", label: "Titre 1" },
  { value: "2", label: "Titre 2" },
  { value: "3", label: "Titre 3" },
  { value: "4", label: "Titre 4" },
  { value: "5", label: "Titre 5" },
  { value: "6", label: "Titre 6" },
] as const;

const LEVELS = [1, 2, 3, 4, 5, 6] as const;

function Toolbar({
  editor,
  disabled,
  sections,
  onInternalLink,
}: {
  editor: Editor;
  disabled: boolean;
  sections: ContentSection[];
  onInternalLink(): void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
      code: e.isActive("code"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      codeBlock: e.isActive("codeBlock"),
      codeLanguage: String(e.getAttributes("codeBlock").language ?? ""),
      link: e.isActive("link"),
      table: e.isActive("table"),
      level: LEVELS.find((level) => e.isActive("heading", { level })) ?? null,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const blockValue = state.level === null ? "paragraph" : String(state.level);

  return (
    <div
      role="toolbar"
      aria-label="Mise en forme du contenu"
      className="flex flex-wrap items-center gap-1 border-b border-stone-200 bg-sand-50 p-2"
    >
      <label className="sr-only" htmlFor="article-editor-block">
        Style du paragraphe
      </label>
      <select
        id="article-editor-block"
        value={blockValue}
        disabled={disabled}
        onChange={(event) => {
          const level = LEVELS.find((l) => String(l) === event.target.value);
          if (level) chain().setHeading({ level }).run();
          else chain().setParagraph().run();
        }}
        className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm"
      >
        {BLOCK_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </select>
      <Separator />
      <ToolButton
        icon={Bold}
        label="Gras"
        active={state.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        icon={Italic}
        label="Italique"
        active={state.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        icon={Underline}
        label="Souligné"
        active={state.underline}
        disabled={disabled}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        icon={Strikethrough}
        label="Barré"
        active={state.strike}
        disabled={disabled}
        onClick={() => chain().toggleStrike().run()}
      />
      <ToolButton
        icon={Code}
        label="Code"
        active={state.code}
        disabled={disabled}
        onClick={() => chain().toggleCode().run()}
      />
      <Separator />
      <ToolButton
        icon={List}
        label="Liste à puces"
        active={state.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        icon={ListOrdered}
        label="Liste numérotée"
        active={state.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        icon={Quote}
        label="Citation"
        active={state.blockquote}
        disabled={disabled}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <ToolButton
        icon={SquareCode}
        label="Bloc de code"
        active={state.codeBlock}
        disabled={disabled}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      {state.codeBlock ? (
        <>
          <label className="sr-only" htmlFor="article-editor-language">
            Langage du code
          </label>
          <input
            id="article-editor-language"
            value={state.codeLanguage}
            placeholder="langage"
            disabled={disabled}
            maxLength={30}
            onChange={(event) =>
              editor
                .chain()
                .updateAttributes("codeBlock", {
                  language: event.target.value.replace(/[^a-z0-9+#-]/gi, "").toLowerCase() || null,
                })
                .run()
            }
            className="h-9 w-28 rounded-lg border border-stone-300 bg-white px-2 text-sm"
          />
        </>
      ) : null}
      <Separator />
      <ToolButton
        icon={Link2}
        label="Lien externe"
        active={state.link}
        disabled={disabled}
        onClick={() => promptExternalLink(editor)}
      />
      <ToolButton
        icon={Hash}
        label="Lien vers une section"
        disabled={disabled || sections.length === 0}
        onClick={onInternalLink}
      />
      <ToolButton
        icon={ImagePlus}
        label="Image"
        disabled={disabled}
        onClick={() => promptImage(editor)}
      />
      <ToolButton
        icon={Table}
        label="Tableau"
        disabled={disabled}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
      {state.table ? (
        <>
          <ToolButton
            icon={Rows3}
            label="Ajouter une ligne"
            disabled={disabled}
            onClick={() => chain().addRowAfter().run()}
          />
          <ToolButton
            icon={Columns3}
            label="Ajouter une colonne"
            disabled={disabled}
            onClick={() => chain().addColumnAfter().run()}
          />
          <ToolButton
            icon={Trash2}
            label="Supprimer le tableau"
            disabled={disabled}
            onClick={() => chain().deleteTable().run()}
          />
        </>
      ) : null}
      <Separator />
      <ToolButton
        icon={Undo2}
        label="Annuler la modification"
        disabled={disabled || !state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        icon={Redo2}
        label="Rétablir la modification"
        disabled={disabled || !state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </div>
  );
}

function Separator(): ReactNode {
  return <span aria-hidden className="mx-1 h-6 w-px bg-stone-300" />;
}

function ToolButton({
  icon: Icon,
  label,
  active,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onClick={onClick}
      className={mergeClasses(
        "flex size-9 items-center justify-center rounded-lg text-ink hover:bg-sage-100",
        "focus-visible:outline-2 focus-visible:outline-sage-600 disabled:opacity-40",
        active && "bg-sage-200 text-sage-900",
      )}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
