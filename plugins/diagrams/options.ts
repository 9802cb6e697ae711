/**
 * How diagrams are drawn: Mermaid's options for each colour mode. Diagrams keep their natural
 * size instead of shrinking to the column's width (shrunk to a phone's width, a sequence
 * diagram's text was about 5 px); where one is wider than the column, its box scrolls sideways
 * (src/components/Diagram). These options are part of each render's key (store.ts): changing
 * them asks for a new render.
 */
import type {MermaidConfig} from 'mermaid';

const NATURAL_SIZE = {useMaxWidth: false};

/**
 * Arial's metrics: Liberation Sans where the diagrams are rendered, Arial or a metric-compatible
 * face on most readers' systems, so the labels fit the boxes measured for them.
 */
const FONT = 'arial,sans-serif';

const COMMON: MermaidConfig = {
  fontFamily: FONT,
  flowchart: NATURAL_SIZE,
  sequence: NATURAL_SIZE,
  state: NATURAL_SIZE,
  class: NATURAL_SIZE,
  er: NATURAL_SIZE,
  gantt: NATURAL_SIZE,
  journey: NATURAL_SIZE,
};

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

export const MERMAID_OPTIONS: Record<Mode, MermaidConfig> = {
  light: {...COMMON, theme: 'default'},
  dark: {
    ...COMMON,
    theme: 'dark',
    // The dark theme writes edge labels in #ccc on #585858 (4.4:1, below WCAG AA); on #3a3a3a
    // they reach 7.5:1 and still stand out from the page's #1b1b1d.
    themeVariables: {edgeLabelBackground: '#3a3a3a'},
  },
};
