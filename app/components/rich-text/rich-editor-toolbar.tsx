/**
 * The rich-text editor's toolbar, one group of buttons per kind of change:
 * block style, inline marks, blocks, insertions (links, images, table), history.
 * Browser only (rendered by rich-editor.client.tsx).
 */
import { useEditorState, type Editor } from "@tiptap/react";
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
} from "lucide-react";
import type { ContentSection } from "~/lib/rich-text/content-sections";
import { promptExternalLink, promptImage } from "./editor-commands";
import { Separator, ToolButton } from "./tool-button";
import { UploadImageButton } from "./upload-image-button";

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

/** What the buttons show as pressed or available, read live from the editor. */
function useToolbarState(editor: Editor) {
  return useEditorState({
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
}

type ToolbarState = ReturnType<typeof useToolbarState>;

interface GroupProps {
  editor: Editor;
  state: ToolbarState;
  disabled: boolean;
}

export function Toolbar({
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
  const state = useToolbarState(editor);
  const group = { editor, state, disabled };
  return (
    <div
      role="toolbar"
      aria-label="Mise en forme du contenu"
      className="flex flex-wrap items-center gap-1 border-b border-stone-200 bg-sand-50 p-2"
    >
      <BlockTypeSelect {...group} />
      <Separator />
      <MarkButtons {...group} />
      <Separator />
      <BlockButtons {...group} />
      <Separator />
      <InsertButtons
        {...group}
        canLinkToSection={sections.length > 0}
        onInternalLink={onInternalLink}
      />
      <Separator />
      <HistoryButtons {...group} />
    </div>
  );
}

function BlockTypeSelect({ editor, state, disabled }: GroupProps) {
  return (
    <>
      <label className="sr-only" htmlFor="article-editor-block">
        Style du paragraphe
      </label>
      <select
        id="article-editor-block"
        value={state.level === null ? "paragraph" : String(state.level)}
        disabled={disabled}
        onChange={(event) => {
          const level = LEVELS.find((l) => String(l) === event.target.value);
          const chain = editor.chain().focus();
          if (level) chain.setHeading({ level }).run();
          else chain.setParagraph().run();
        }}
        className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm"
      >
        {BLOCK_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </select>
    </>
  );
}

function MarkButtons({ editor, state, disabled }: GroupProps) {
  const chain = () => editor.chain().focus();
  return (
    <>
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
    </>
  );
}

function BlockButtons({ editor, state, disabled }: GroupProps) {
  const chain = () => editor.chain().focus();
  return (
    <>
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
        <CodeLanguageInput editor={editor} state={state} disabled={disabled} />
      ) : null}
    </>
  );
}

function CodeLanguageInput({ editor, state, disabled }: GroupProps) {
  return (
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
  );
}

function InsertButtons({
  editor,
  state,
  disabled,
  canLinkToSection,
  onInternalLink,
}: GroupProps & { canLinkToSection: boolean; onInternalLink(): void }) {
  return (
    <>
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
        disabled={disabled || !canLinkToSection}
        onClick={onInternalLink}
      />
      <ToolButton
        icon={ImagePlus}
        label="Image"
        disabled={disabled}
        onClick={() => promptImage(editor)}
      />
      <UploadImageButton editor={editor} disabled={disabled} />
      <ToolButton
        icon={Table}
        label="Tableau"
        disabled={disabled}
        onClick={() =>
          editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()
        }
      />
      {state.table ? <TableButtons editor={editor} disabled={disabled} /> : null}
    </>
  );
}

function TableButtons({ editor, disabled }: Omit<GroupProps, "state">) {
  const chain = () => editor.chain().focus();
  return (
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
  );
}

function HistoryButtons({ editor, state, disabled }: GroupProps) {
  const chain = () => editor.chain().focus();
  return (
    <>
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
    </>
  );
}
