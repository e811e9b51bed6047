/**
 * The two functions of other features the import relies on, imported here
 * only, so a rename there is one line here: the editor's sanitiser and the
 * image pipeline of uploads.
 */
export {
  decodeArticleContent,
  sanitizeArticleHtml as sanitizeContent,
} from "~/features/articles/sanitize.server";
export {
  ImageRejectedError,
  storeArticleImage as storeImage,
} from "~/features/media/article-images.server";
