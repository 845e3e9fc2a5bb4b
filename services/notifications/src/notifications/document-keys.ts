import { API } from '@seedcorp/contracts';

/** Generated object key of a notification's PDF: a replaced file gets a new version, never the old key. */
export const documentObjectKey = (id: string, version: string) => `notifications/${id}/${version}.pdf`;

/** The version is the object's own generated name: it changes whenever the file is replaced. */
export const documentVersion = (documentKey: string) => documentKey.slice(documentKey.lastIndexOf('/') + 1, -4);

/** The URL the lists give out; with the version in it, its content never changes. */
export const documentUrl = (id: string, documentKey: string) =>
  `${API.notifications.document(id)}?v=${documentVersion(documentKey)}`;
