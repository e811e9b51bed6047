/**
 * What the toolbar's link and image buttons do to the editor: links by
 * prompt (external) or to a section, images by address. Browser only.
 */
import type { Editor } from "@tiptap/react";
import type { ContentSection } from "~/lib/rich-text/content-sections";
import { EDITOR_CLASSES } from "~/lib/rich-text/editor-classes";

/** Link and image attributes inside the editor. */
export const LINK_ATTRIBUTES = {
  rel: "noopener noreferrer nofollow",
  target: "_blank",
  class: EDITOR_CLASSES.link,
};

export function isSafeUrl(url: string): boolean {
  return !/^\s*(javascript|data|vbscript):/i.test(url);
}

const promptMessages = {
  link: "Adresse du lien (laisser vide pour retirer le lien) :",
  image: "Adresse de l'image (https://…) :",
  badImage: "L'adresse de l'image doit commencer par http:// ou https://.",
  badLink: "Cette adresse de lien n'est pas autorisée.",
};

/** The selection becomes a link to '#slug' (the section's title when nothing is selected). */
export function linkToSection(editor: Editor, section: ContentSection) {
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

export function promptExternalLink(editor: Editor) {
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

export function promptImage(editor: Editor) {
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
