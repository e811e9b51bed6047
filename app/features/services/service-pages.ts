/**
 * The services' page type, kind "service": one document per service, keyed
 * by its catalogue id, edited and published like any page.
 */
import { definePageType, type PageRef } from "~/features/pages/page-schemas";
import { defaultServiceDocument } from "./service-defaults";
import { serviceFields, ServiceDocumentSchema, type ServiceDocument } from "./service-page-type";

export const servicePageType = definePageType<ServiceDocument>({
  name: "service",
  fieldsOf: () => serviceFields,
  schemaOf: () => ServiceDocumentSchema,
  defaultsOf: (id) => defaultServiceDocument(id),
  labelOf: (id) => `Service ${id}`,
});

export function servicePage(id: string): PageRef<ServiceDocument> {
  return { type: servicePageType, key: id };
}
