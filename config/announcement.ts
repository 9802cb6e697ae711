import type {ThemeConfig} from '@docusaurus/preset-classic';
import {baseUrl} from './site';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/** Change `id` whenever the message changes: readers who dismissed the old one see the new one. */
export const announcementBar: AnnouncementBar = {
  id: 'jaqpotpy-7-offline-models',
  content: `jaqpotpy 7 runs your Jaqpot models offline: <a href="${baseUrl}jaqpotpy/offline-models">download a model and predict locally</a>.`,
  backgroundColor: '#4F46E5',
  textColor: '#FFFFFF',
  isCloseable: true,
};
